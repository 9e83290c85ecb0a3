import { afterEach, describe, expect, it } from 'vitest';
import {
  developmentProbeCases,
  heldOutBlind2Cases,
  heldOutBlind3Cases,
  heldOutBlind4Cases,
  heldOutBlind5Cases,
  heldOutBlind6Cases,
  heldOutBlind7ItCases,
  heldOutBlind7EnCases,
  heldOutBlind8EnCases,
  heldOutBlind8ItCases,
  heldOutBlind9EnCases,
  heldOutBlind9ItCases,
  heldOutBlind10EnCases,
  heldOutBlind10ItCases,
  heldOutBlind11EnCases,
  heldOutBlind12EnCases,
  heldOutBlind13EnCases,
  heldOutBlind14EnCases,
  heldOutBlind11ItCases,
  heldOutBlind12ItCases,
  heldOutBlind13ItCases,
  heldOutBlind14ItCases,
  heldOutBlindCases,
  heldOutBlindEs2Cases,
  heldOutBlindEsCases,
  heldOutCases,
  heldOutCorpusCases,
  temporalCases,
  temporalCategories,
  temporalLanguages,
  type TemporalCase,
  type TemporalCategory,
  type TemporalExpectation,
} from '../__fixtures__/temporal-cases';
import { heldOutBlind3 } from '../__fixtures__/temporal-cases/held-out-blind-3';
import { heldOutBlind4 } from '../__fixtures__/temporal-cases/held-out-blind-4';
import { heldOutBlind5 } from '../__fixtures__/temporal-cases/held-out-blind-5';
import { heldOutBlind6 } from '../__fixtures__/temporal-cases/held-out-blind-6';
import { heldOutBlind7It } from '../__fixtures__/temporal-cases/held-out-blind-7-it';
import { heldOutBlind7En } from '../__fixtures__/temporal-cases/held-out-blind-7-en';
import { heldOutBlind8En } from '../__fixtures__/temporal-cases/held-out-blind-8-en';
import { heldOutBlind8It } from '../__fixtures__/temporal-cases/held-out-blind-8-it';
import { heldOutBlind9En } from '../__fixtures__/temporal-cases/held-out-blind-9-en';
import { heldOutBlind10En } from '../__fixtures__/temporal-cases/held-out-blind-10-en';
import { heldOutBlind11En } from '../__fixtures__/temporal-cases/held-out-blind-11-en';
import { heldOutBlind12En } from '../__fixtures__/temporal-cases/held-out-blind-12-en';
import { heldOutBlind13En } from '../__fixtures__/temporal-cases/held-out-blind-13-en';
import { heldOutBlind14En } from '../__fixtures__/temporal-cases/held-out-blind-14-en';
import { heldOutBlind9It } from '../__fixtures__/temporal-cases/held-out-blind-9-it';
import { heldOutBlind10It } from '../__fixtures__/temporal-cases/held-out-blind-10-it';
import { heldOutBlind11It } from '../__fixtures__/temporal-cases/held-out-blind-11-it';
import { heldOutBlind12It } from '../__fixtures__/temporal-cases/held-out-blind-12-it';
import { heldOutBlind13It } from '../__fixtures__/temporal-cases/held-out-blind-13-it';
import { heldOutBlind14It } from '../__fixtures__/temporal-cases/held-out-blind-14-it';
import { heldOutBlindEs } from '../__fixtures__/temporal-cases/held-out-blind-es';
import { heldOutBlindEs2 } from '../__fixtures__/temporal-cases/held-out-blind-es-2';
import { evaluateTemporalCases, formatLanguageEvaluationTable, type TemporalEvaluation } from './evaluate-temporal-cases';

/**
 * Accuracy floors per category, a little under what args-extractor reaches today, so that a regression fails. The
 * development set is the one the rules were built against; the held-out sets were written afterwards.
 */
const developmentFloors: Record<TemporalCategory | 'all', number> = {
  'absolute-dates': 0.97,
  'relative-days': 0.97,
  weekdays: 0.97,
  offsets: 0.97,
  'months-years': 0.97,
  'times-of-day': 0.97,
  windows: 0.97,
  holidays: 0.97,
  durations: 0.97,
  numbers: 0.95,
  'no-date': 0.97,
  all: 0.98,
};
const heldOutFloor = 0.95;
/** The corpus-style held-out set (news, dialogue turns, numeric formats): first run 91.2%, then fixed in general form. */
const corpusFloor = 0.95;
/** The blind held-out set (news datelines, dialogue turns, holidays, date-like traps): first run 93.0%, then fixed in general form. */
const blindFloor = 0.96;
/** The second blind held-out set (no-date text full of date-looking traps, news and dialogue dates): first run 92.2% (235/255), then fixed in general form. */
const blind2Floor = 0.96;
const originalTz = process.env.TZ;

/** `YYYY-MM-DD` (optionally with `THH:mm`) naming a day and minute that exist, between 1900 and 2100. */
function isRealMoment(value: string): boolean {
  const match = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d))?$/u.exec(value);
  if (match === null) return false;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute));
  return date.toISOString().startsWith(`${match[1]}-${match[2]}-${match[3]}`) && hour < 24 && minute < 60 && (year ?? 0) >= 1900 && (year ?? 0) <= 2100;
}

/** What is wrong with a case's expectation beyond its syntax (which the parser checks): an impossible day, an empty span. */
function expectationProblem(expected: TemporalExpectation): string | undefined {
  switch (expected.type) {
    case 'date':
      return isRealMoment(expected.date) ? undefined : 'no such day';
    case 'date-time':
      return isRealMoment(expected.dateTime) ? undefined : 'no such minute';
    case 'time':
      return isRealMoment(`2026-01-01T${expected.time}`) ? undefined : 'no such time';
    case 'period':
      return isRealMoment(expected.start) ? undefined : 'no such period';
    case 'range':
      return isRealMoment(expected.start) && isRealMoment(expected.end) && expected.start <= expected.end ? undefined : 'not a range';
    case 'part':
      return isRealMoment(expected.from) && isRealMoment(expected.to) && expected.from < expected.to ? undefined : 'not a span';
    case 'duration':
    case 'number':
    case 'none':
      return undefined;
    case 'number-range':
      return expected.min <= expected.max ? undefined : 'min over max';
  }
}

function ratio(evaluation: TemporalEvaluation, category: TemporalCategory | 'all', reader: 'extractor' | 'chrono'): number {
  const score = evaluation.scores.find((entry) => entry.category === category);
  if (score === undefined) throw new Error(`no score for ${category}`);
  return score[reader] / score.cases;
}

describe('evaluateTemporalCases', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('should reach the accuracy floors on the development set and beat chrono-node alone', async () => {
    process.env.TZ = 'Pacific/Kiritimati';
    const evaluation = await evaluateTemporalCases(temporalCases);
    expect(temporalCases.length).toBeGreaterThanOrEqual(1000);
    for (const [category, floor] of Object.entries(developmentFloors) as Array<[TemporalCategory | 'all', number]>) {
      expect({ category, accuracy: ratio(evaluation, category, 'extractor') }).toEqual({ category, accuracy: expect.toSatisfy((value: number) => value >= floor) });
      expect({ category, atLeastChrono: ratio(evaluation, category, 'extractor') >= ratio(evaluation, category, 'chrono') }).toEqual({ category, atLeastChrono: true });
    }
    expect(ratio(evaluation, 'all', 'extractor') / ratio(evaluation, 'all', 'chrono')).toBeGreaterThanOrEqual(1.5);
  }, 120_000);

  it('should read the it/en development probes as their expected values, under another machine time zone', async () => {
    process.env.TZ = 'America/Los_Angeles';
    const evaluation = await evaluateTemporalCases(developmentProbeCases);
    expect(developmentProbeCases.length).toBeGreaterThanOrEqual(50);
    expect(evaluation.outcomes.filter((outcome) => !outcome.extractor.right).map((outcome) => outcome.testCase.text)).toEqual([]);
  }, 120_000);

  it('should reach its floor on the held-out set, whatever the machine time zone', async () => {
    const accuracies: number[] = [];
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      process.env.TZ = tz;
      const evaluation = await evaluateTemporalCases(heldOutCases);
      accuracies.push(ratio(evaluation, 'all', 'extractor'));
      expect(ratio(evaluation, 'no-date', 'extractor')).toBeGreaterThanOrEqual(ratio(evaluation, 'no-date', 'chrono'));
    }
    expect(new Set(accuracies).size).toBe(1);
    expect(accuracies[0]).toBeGreaterThanOrEqual(heldOutFloor);
  }, 120_000);

  it.each([
    { set: 'corpus-style', cases: heldOutCorpusCases, tz: 'America/Los_Angeles', minimumCases: 400, floor: corpusFloor, overChrono: 1.5 },
    { set: 'blind', cases: heldOutBlindCases, tz: 'Asia/Tokyo', minimumCases: 400, floor: blindFloor, overChrono: 1.5 },
    // Half of it has no date, where chrono-node scores by reading nothing: the ratio is not asserted (1.34× today).
    { set: 'second blind', cases: heldOutBlind2Cases, tz: 'America/Los_Angeles', minimumCases: 250, minimumNoDate: 120, floor: blind2Floor },
  ])('should reach its floor on the $set held-out set and beat chrono-node alone in every category', async ({ cases, tz, minimumCases, minimumNoDate = 0, floor, overChrono }) => {
    process.env.TZ = tz;
    const evaluation = await evaluateTemporalCases(cases);
    expect(cases.length).toBeGreaterThanOrEqual(minimumCases);
    expect(cases.filter((testCase) => testCase.category === 'no-date').length).toBeGreaterThanOrEqual(minimumNoDate);
    for (const score of evaluation.scores) {
      expect({ category: score.category, atLeastChrono: score.extractor >= score.chrono }).toEqual({ category: score.category, atLeastChrono: true });
    }
    expect(ratio(evaluation, 'all', 'extractor')).toBeGreaterThanOrEqual(floor);
    if (overChrono !== undefined) expect(ratio(evaluation, 'all', 'extractor') / ratio(evaluation, 'all', 'chrono')).toBeGreaterThanOrEqual(overChrono);
  }, 120_000);

  // The evaluation sets written blind for issue 21: only their well-formedness is asserted, no floor and no ratio to
  // chrono-node yet (`pnpm --filter @metnos/args-extractor eval:blind` prints their tables; the first run is in the
  // README).
  it.each([
    { set: 'third blind (it/en)', block: heldOutBlind3, cases: heldOutBlind3Cases, languages: ['it', 'en'], minimumCases: 450 },
    { set: 'fourth blind (it/en)', block: heldOutBlind4, cases: heldOutBlind4Cases, languages: ['it', 'en'], minimumCases: 500 },
    { set: 'Spanish', block: heldOutBlindEs, cases: heldOutBlindEsCases, languages: ['es'], minimumCases: 300 },
    { set: 'fifth blind (it/en)', block: heldOutBlind5, cases: heldOutBlind5Cases, languages: ['it', 'en'], minimumCases: 500 },
    { set: 'second Spanish', block: heldOutBlindEs2, cases: heldOutBlindEs2Cases, languages: ['es'], minimumCases: 300 },
    { set: 'sixth blind (it/en)', block: heldOutBlind6, cases: heldOutBlind6Cases, languages: ['it', 'en'], minimumCases: 440 },
    { set: 'seventh blind (it)', block: heldOutBlind7It, cases: heldOutBlind7ItCases, languages: ['it'], minimumCases: 280 },
    { set: 'seventh blind (en)', block: heldOutBlind7En, cases: heldOutBlind7EnCases, languages: ['en'], minimumCases: 320 },
    { set: 'eighth blind (en)', block: heldOutBlind8En, cases: heldOutBlind8EnCases, languages: ['en'], minimumCases: 280 },
    { set: 'eighth blind (it)', block: heldOutBlind8It, cases: heldOutBlind8ItCases, languages: ['it'], minimumCases: 280 },
    { set: 'ninth blind (en)', block: heldOutBlind9En, cases: heldOutBlind9EnCases, languages: ['en'], minimumCases: 280 },
    { set: 'ninth blind (it)', block: heldOutBlind9It, cases: heldOutBlind9ItCases, languages: ['it'], minimumCases: 280 },
    { set: 'tenth blind (en)', block: heldOutBlind10En, cases: heldOutBlind10EnCases, languages: ['en'], minimumCases: 200 },
    { set: 'tenth blind (it)', block: heldOutBlind10It, cases: heldOutBlind10ItCases, languages: ['it'], minimumCases: 200 },
    { set: 'eleventh blind (en)', block: heldOutBlind11En, cases: heldOutBlind11EnCases, languages: ['en'], minimumCases: 280 },
    { set: 'eleventh blind (it)', block: heldOutBlind11It, cases: heldOutBlind11ItCases, languages: ['it'], minimumCases: 250 },
    { set: 'twelfth blind (en)', block: heldOutBlind12En, cases: heldOutBlind12EnCases, languages: ['en'], minimumCases: 320 },
    { set: 'twelfth blind (it)', block: heldOutBlind12It, cases: heldOutBlind12ItCases, languages: ['it'], minimumCases: 280 },
    { set: 'thirteenth blind (en)', block: heldOutBlind13En, cases: heldOutBlind13EnCases, languages: ['en'], minimumCases: 320 },
    { set: 'thirteenth blind (it)', block: heldOutBlind13It, cases: heldOutBlind13ItCases, languages: ['it'], minimumCases: 320 },
    { set: 'fourteenth blind (en)', block: heldOutBlind14En, cases: heldOutBlind14EnCases, languages: ['en'], minimumCases: 320 },
    { set: 'fourteenth blind (it)', block: heldOutBlind14It, cases: heldOutBlind14ItCases, languages: ['it'], minimumCases: 320 },
  ])('should parse every line of the $set evaluation set into a well-formed case', ({ block, cases, languages, minimumCases }) => {
    expect(cases.length).toBe(block.split('\n').filter((line) => line.trim().length > 0).length);
    expect(cases.length).toBeGreaterThanOrEqual(minimumCases);
    expect(new Set(cases.map((testCase) => testCase.id)).size).toBe(cases.length);
    const repeated = cases.filter((testCase, index) => cases.findIndex((other) => other.language === testCase.language && other.text === testCase.text) !== index);
    expect(repeated.map((testCase) => testCase.text)).toEqual([]);
    const problems = cases.flatMap((testCase) => {
      const problem = expectationProblem(testCase.expected);
      return problem === undefined ? [] : [`${testCase.id}: ${problem}`];
    });
    expect(problems).toEqual([]);
    const covered = (language: string, category: TemporalCategory): boolean => cases.some((testCase) => testCase.language === language && testCase.category === category);
    const missing = languages.flatMap((language) => temporalCategories.filter((category) => !covered(language, category)).map((category) => `${language}/${category}`));
    expect(missing).toEqual([]);
    expect([...new Set(cases.map((testCase) => testCase.language))].sort()).toEqual([...languages].sort());
  });

  it('should score each language of a set apart, adding up to the whole set', async () => {
    const sample: TemporalCase[] = temporalLanguages.flatMap((language) =>
      temporalCategories.flatMap((category) => temporalCases.filter((testCase) => testCase.language === language && testCase.category === category).slice(0, 2)),
    );
    const evaluation = await evaluateTemporalCases(sample);
    expect(evaluation.languageScores.map((score) => score.language)).not.toContain('es');
    for (const score of evaluation.scores) {
      const parts = evaluation.languageScores.filter((entry) => entry.category === score.category);
      const sum = (field: 'cases' | 'extractor' | 'chrono'): number => parts.reduce((total, entry) => total + entry[field], 0);
      expect({ cases: sum('cases'), extractor: sum('extractor'), chrono: sum('chrono') }).toEqual({ cases: score.cases, extractor: score.extractor, chrono: score.chrono });
    }
    expect(formatLanguageEvaluationTable(evaluation).split('\n')).toHaveLength(2 + evaluation.languageScores.length);
  }, 60_000);
});

import { temporalCaseClock, temporalCategories, temporalLanguages, type TemporalCase, type TemporalCategory, type TemporalLanguage } from '../__fixtures__/temporal-cases';
import { extractArgs } from '../extract-args';
import { answerWithChrono } from './answer-with-chrono';
import { caseSchema } from './case-schema';
import { gradeAnswer } from './grade-answer';

/** The outcome of one case for both readers. */
interface CaseOutcome {
  testCase: TemporalCase;
  extractor: { args: Record<string, unknown>; right: boolean };
  chrono: { args: Record<string, unknown>; right: boolean };
}

/** Right answers per category (and `all`), for args-extractor and chrono-node. */
interface CategoryScore {
  category: TemporalCategory | 'all';
  cases: number;
  extractor: number;
  chrono: number;
}

/** The same, within one language of the set. */
interface LanguageCategoryScore extends CategoryScore {
  language: TemporalLanguage;
}

/** The result of `evaluateTemporalCases`. */
export interface TemporalEvaluation {
  outcomes: CaseOutcome[];
  scores: CategoryScore[];
  /** The scores per language (in `temporalLanguages` order, each with its `all`), for the languages the set has. */
  languageScores: LanguageCategoryScore[];
  /** chrono-node's `forwardDate` setting that scored best overall (the one reported). */
  chronoForwardDate: boolean;
}

/**
 * Runs the graded test set through `extractArgs` (no language hint, the case's schema from `caseSchema`) and through
 * chrono-node alone (`answerWithChrono`, with the case's language), and grades both with `gradeAnswer`. Chrono is run
 * with `forwardDate` false and true, and the better of the two overall is kept, so the baseline is chrono at its best
 * single setting.
 */
export async function evaluateTemporalCases(cases: readonly TemporalCase[], clock = temporalCaseClock): Promise<TemporalEvaluation> {
  const outcomes: CaseOutcome[] = [];
  const chronoRuns = [false, true].map((forwardDate) => cases.map((testCase) => {
    const args = answerWithChrono(testCase, clock, { forwardDate });
    return { args, right: gradeAnswer(testCase.expected, args, clock.timeZone) };
  }));
  const chronoTotals = chronoRuns.map((run) => run.filter((outcome) => outcome.right).length);
  const chronoForwardDate = (chronoTotals[1] ?? 0) > (chronoTotals[0] ?? 0);
  const chronoRun = chronoRuns[chronoForwardDate ? 1 : 0] ?? [];
  for (const [index, testCase] of cases.entries()) {
    const result = await extractArgs(testCase.text, { schema: caseSchema(testCase.expected), now: clock.now, timeZone: clock.timeZone });
    const args = Object.fromEntries(Object.entries(result.args).filter(([name]) => result.sources[name] === 'rule'));
    outcomes.push({
      testCase,
      extractor: { args, right: gradeAnswer(testCase.expected, args, clock.timeZone) },
      chrono: chronoRun[index] ?? { args: {}, right: false },
    });
  }
  const score = (category: TemporalCategory | 'all', language?: TemporalLanguage): CategoryScore => {
    const inCategory = outcomes.filter(
      (outcome) => (category === 'all' || outcome.testCase.category === category) && (language === undefined || outcome.testCase.language === language),
    );
    return {
      category,
      cases: inCategory.length,
      extractor: inCategory.filter((outcome) => outcome.extractor.right).length,
      chrono: inCategory.filter((outcome) => outcome.chrono.right).length,
    };
  };
  const scores = [...temporalCategories.map((category) => score(category)), score('all')].filter((entry) => entry.cases > 0);
  const languageScores = temporalLanguages.flatMap((language) =>
    [...temporalCategories, 'all' as const].map((category) => ({ ...score(category, language), language })).filter((entry) => entry.cases > 0),
  );
  return { outcomes, scores, languageScores, chronoForwardDate };
}

/** The per-category table, in Markdown, as published in the README. */
export function formatEvaluationTable(evaluation: TemporalEvaluation): string {
  return [
    '| category | cases | args-extractor | chrono-node alone | ratio |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...evaluation.scores.map((score) => `| ${categoryName(score.category)} | ${scoreCells(score)} |`),
  ].join('\n');
}

/** The per-language, per-category table, in Markdown: one block of rows per language, each closed by its `all`. */
export function formatLanguageEvaluationTable(evaluation: TemporalEvaluation): string {
  return [
    '| language | category | cases | args-extractor | chrono-node alone | ratio |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...evaluation.languageScores.map((score) => `| ${score.language} | ${categoryName(score.category)} | ${scoreCells(score)} |`),
  ].join('\n');
}

function categoryName(category: TemporalCategory | 'all'): string {
  return category === 'all' ? '**all**' : category === 'no-date' ? 'no-date (right = nothing read)' : category;
}

/** `cases | ours (%) | chrono (%) | ratio`. */
function scoreCells(score: CategoryScore): string {
  const percent = (right: number): string => `${((100 * right) / Math.max(score.cases, 1)).toFixed(1)}%`;
  const ratio = score.chrono === 0 ? '—' : `${(score.extractor / score.chrono).toFixed(2)}×`;
  return `${score.cases} | ${score.extractor} (${percent(score.extractor)}) | ${score.chrono} (${percent(score.chrono)}) | ${ratio}`;
}

import { cueFoundIn } from './engine/cue-found-in';
import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from './engine/collapse-whitespace';
import { ruleCues } from './engine/rule-cues';
import { rulePattern } from './engine/rule-pattern';
import type { AtomContext, TemporalParser } from './engine/temporal-rule';
import { findTemporalAtoms } from './find-temporal-atoms';
import { normalizeTemporalText } from './normalize-temporal-text';
import { temporalRules } from './temporal-rules';

function contextOf(text: string): AtomContext {
  return { original: (start, end) => text.slice(start, end), originalText: text };
}

/** The names of the parsers the engine runs on `text`, counted through its `onRun` seam. */
function parsersRunOn(text: string): string[] {
  const normalized = normalizeTemporalText(text).text;
  const run: string[] = [];
  findTemporalAtoms(normalized, contextOf(text), temporalRules, (parser) => run.push(parser.name));
  return run;
}

const parsers = temporalRules.filter((rule): rule is TemporalParser => rule.kind === 'parser');

describe('findTemporalAtoms', () => {
  it('should not run a rule whose cues the text lacks', () => {
    expect(ruleCues(parsers.find((rule) => rule.name === 'clock-time') as TemporalParser)).toContain('9');
    expect(parsersRunOn('trova i file pdf più grandi nella cartella documenti')).not.toContain('clock-time');
    expect(parsersRunOn('sveglia alle 9:30')).toContain('clock-time');
  });

  it('should run fewer parsers on a request without a date than on one with', () => {
    expect(parsersRunOn('trova i file pdf nella cartella documenti').length).toBeLessThan(parsersRunOn('ricordami lunedì alle 9:30 del 25 maggio').length);
  });

  it('should run a rule that declares no cue and whose pattern needs none on every text', () => {
    const everyWord: TemporalParser = {
      kind: 'parser',
      name: 'every-word',
      locales: ['en'],
      pattern: () => /\p{L}+/gu,
      build: () => undefined,
      examples: { accept: [], reject: [] },
    };
    const run: string[] = [];
    findTemporalAtoms('zzz', contextOf('zzz'), [everyWord], (parser) => run.push(parser.name));
    expect(run).toEqual(['every-word']);
  });

  it('should take a rule’s declared cues over those read from its pattern', () => {
    const declared: TemporalParser = {
      kind: 'parser',
      name: 'declared',
      locales: ['en'],
      pattern: () => /\p{L}+/gu,
      cues: ['fortnight'],
      build: () => ({ kind: 'part', part: 'morning', priority: 1 }),
      examples: { accept: [], reject: [] },
    };
    const run: string[] = [];
    findTemporalAtoms('next week', contextOf('next week'), [declared], (parser) => run.push(parser.name));
    expect(run).toEqual([]);
    expect(findTemporalAtoms('a fortnight', contextOf('a fortnight'), [declared]).length).toBeGreaterThan(0);
  });

  it('should read a run of whitespace in a cue as one space, whatever the text holds there', () => {
    const fromNow: TemporalParser = {
      kind: 'parser',
      name: 'from-now',
      locales: ['en'],
      pattern: () => /(\d+)\s+days?\s+from\s+now/gu,
      build: () => ({ kind: 'part', part: 'morning', priority: 1 }),
      examples: { accept: [], reject: [] },
    };
    expect(ruleCues(fromNow)).toEqual([' from now']);
    const run: string[] = [];
    for (const text of ['3 days  from\tnow', 'files from anna, now 3 days old']) findTemporalAtoms(text, contextOf(text), [fromNow], (parser) => run.push(`${parser.name}: ${text}`));
    expect(run).toEqual(['from-now: 3 days  from\tnow']);
    expect(findTemporalAtoms('in 2 days\n from   now', contextOf('in 2 days\n from   now'), [fromNow]).length).toBe(1);
  });

  it('should find cues for every parser and mask of the reader (one without cues would run on every request)', () => {
    expect(temporalRules.filter((rule) => rule.kind !== 'filter' && ruleCues(rule) === undefined).map((rule) => rule.name)).toEqual([]);
  });

  // A rule whose pattern can match text lacking all its cues would lose readings: every accept example holds a cue,
  // and every match of every rule on every example text holds one.
  const exampleTexts = temporalRules.flatMap((rule) => [...rule.examples.accept.map(([text]) => text), ...rule.examples.reject.map((example) => (typeof example === 'string' ? example : example[0]))]);
  for (const rule of temporalRules) {
    if (rule.kind === 'filter') continue;
    it(`should find a cue of ${rule.kind} ${rule.name} in each of its examples and in each of its matches`, () => {
      const cues = ruleCues(rule);
      if (cues === undefined) return;
      const read = (text: string): string => (rule.kind === 'parser' ? normalizeTemporalText(text).text : text);
      // Cues are looked for with whitespace collapsed, a word's start only at the start of a word (`ruleMayMatch`).
      const holdsCue = (text: string): boolean => cues.some((cue) => cueFoundIn(cue, collapseWhitespace(text)));
      expect(rule.examples.accept.map(([text]) => text).filter((text) => !holdsCue(read(text)))).toEqual([]);
      const uncued = exampleTexts.flatMap((text) => [...read(text).matchAll(rulePattern(rule))].map((match) => match[0])).filter((match) => !holdsCue(match));
      expect(uncued).toEqual([]);
    });
  }
});

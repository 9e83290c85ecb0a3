import { afterEach, describe, expect, it, vi } from 'vitest';
import { requiredCues } from './required-cues';
import type { TemporalMask } from './temporal-rule';

const defined = globalThis as { __METNOS_TEMPORAL_RULE_CUES__?: unknown };

/** A rule whose pattern needs "tomorrow", with its pattern builder watched. */
function tomorrowRule(): { rule: TemporalMask; pattern: () => RegExp } {
  const pattern = vi.fn(() => /tomorrow\s+\d/gu);
  return { rule: { kind: 'mask', name: 'tomorrow-digit', locales: ['en'], pattern, examples: { accept: [], reject: [] } }, pattern };
}

/** `rule-cues` as the CLI's build sets it up: with `table` as its build-time cue table. */
async function withBuiltTable(table: unknown): Promise<typeof import('./rule-cues')> {
  defined.__METNOS_TEMPORAL_RULE_CUES__ = table;
  vi.resetModules();
  return import('./rule-cues');
}

describe('ruleMayMatch', () => {
  afterEach(() => {
    delete defined.__METNOS_TEMPORAL_RULE_CUES__;
    vi.resetModules();
  });

  it('should gate a rule by its build-time cues without building its pattern until the rule runs', async () => {
    const { rule, pattern } = tomorrowRule();
    const { ruleMayMatch } = await withBuiltTable({ 'tomorrow-digit': { sourceLength: /tomorrow\s+\d/gu.source.length, cues: ['tomorrow'] } });
    expect(ruleMayMatch(rule, 'see you later')).toBe(false);
    expect(pattern).not.toHaveBeenCalled();
    expect(ruleMayMatch(rule, 'tomorrow 9')).toBe(true);
    expect(ruleMayMatch(rule, 'tomorrow 10')).toBe(true);
    expect(pattern).toHaveBeenCalledTimes(1);
  });

  it('should drop a build-time table whose entry was not read from the rule’s pattern, and read the cues from it', async () => {
    const { rule } = tomorrowRule();
    const { ruleMayMatch, ruleCues } = await withBuiltTable({ 'tomorrow-digit': { sourceLength: 1, cues: ['later'] } });
    expect(ruleCues(rule)).toEqual(['later']);
    expect(ruleMayMatch(rule, 'see you later')).toBe(false);
    expect(ruleCues(rule)).toEqual(requiredCues(/tomorrow\s+\d/gu));
    expect(ruleMayMatch(rule, 'tomorrow 9')).toBe(true);
  });
});

describe('provideTemporalRuleCues', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('should gate a rule by the provided cues without building its pattern until the rule runs', async () => {
    vi.resetModules();
    const { provideTemporalRuleCues, ruleMayMatch } = await import('./rule-cues');
    const { rule, pattern } = tomorrowRule();
    provideTemporalRuleCues({ 'tomorrow-digit': { sourceLength: /tomorrow\s+\d/gu.source.length, cues: ['tomorrow'] } });
    expect(ruleMayMatch(rule, 'see you later')).toBe(false);
    expect(pattern).not.toHaveBeenCalled();
    expect(ruleMayMatch(rule, 'tomorrow 9')).toBe(true);
    expect(pattern).toHaveBeenCalledTimes(1);
  });

  it('should replace cues already read from patterns, and drop a provided entry not read from the rule’s pattern', async () => {
    vi.resetModules();
    const { provideTemporalRuleCues, ruleCues, ruleMayMatch } = await import('./rule-cues');
    const { rule } = tomorrowRule();
    expect(ruleCues(rule)).toEqual(requiredCues(/tomorrow\s+\d/gu));
    provideTemporalRuleCues({ 'tomorrow-digit': { sourceLength: 1, cues: ['later'] } });
    expect(ruleCues(rule)).toEqual(['later']);
    expect(ruleMayMatch(rule, 'see you later')).toBe(false);
    expect(ruleCues(rule)).toEqual(requiredCues(/tomorrow\s+\d/gu));
  });
});

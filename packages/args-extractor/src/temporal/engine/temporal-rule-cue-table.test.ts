import { describe, expect, it } from 'vitest';
import { tensePatterns } from '../detect-tense';
import { temporalRules } from '../temporal-rules';
import { requiredCues } from './required-cues';
import { ruleCues } from './rule-cues';
import { rulePattern } from './rule-pattern';
import { temporalRuleCueTable } from './temporal-rule-cue-table';

describe('temporalRuleCueTable', () => {
  it('should give every parser and mask without declared cues the cues read from its pattern', () => {
    const table = temporalRuleCueTable();
    const read = temporalRules.filter((rule) => rule.kind !== 'filter' && rule.cues === undefined);
    const tense = tensePatterns();
    expect(Object.keys(table).sort()).toEqual([...read.map((rule) => rule.name), ...tense.map((pattern) => pattern.name)].sort());
    for (const rule of read) {
      if (rule.kind === 'filter') continue;
      expect(table[rule.name]).toEqual({ sourceLength: rulePattern(rule).source.length, cues: requiredCues(rulePattern(rule)) ?? null });
      expect(table[rule.name]?.cues ?? undefined).toEqual(ruleCues(rule));
    }
  });

  it('should give every tense pattern, under its own name, the cues read from its source', () => {
    const table = temporalRuleCueTable();
    const tense = tensePatterns();
    expect(new Set(tense.map((pattern) => pattern.name)).size).toBe(tense.length);
    expect(tense.filter((pattern) => pattern.name === undefined || temporalRules.some((rule) => rule.name === pattern.name))).toEqual([]);
    for (const pattern of tense) expect(table[pattern.name ?? '']).toEqual(pattern.cueEntry());
    expect(tense.filter((pattern) => pattern.cueEntry().cues !== null).length).toBeGreaterThan(tense.length / 2);
  });

  it('should survive JSON, as the CLI build writes it', () => {
    const table = temporalRuleCueTable();
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });
});

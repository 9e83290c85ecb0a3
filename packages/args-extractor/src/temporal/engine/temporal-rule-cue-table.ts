import { temporalRules } from '../temporal-rules';
import { requiredCues } from './required-cues';
import { rulePattern } from './rule-pattern';

/** A rule's cues read from its pattern (`requiredCues`, `null`: none), with the length of the pattern they were read from. */
export interface RuleCueEntry {
  sourceLength: number;
  cues: readonly string[] | null;
}

/**
 * The cues `requiredCues` reads from the pattern of every parser and mask of the reader that declares none, by rule
 * name. The CLI's build works it out once (bin/build-cli-bundle.mjs) and hands it to `ruleCues`, so a fresh process does
 * not read a hundred patterns before its first request.
 */
export function temporalRuleCueTable(): Record<string, RuleCueEntry> {
  const table: Record<string, RuleCueEntry> = {};
  for (const rule of temporalRules) {
    if (rule.kind === 'filter' || rule.cues !== undefined) continue;
    table[rule.name] = { sourceLength: rulePattern(rule).source.length, cues: requiredCues(rulePattern(rule)) ?? null };
  }
  return table;
}

import { tensePatterns } from '../detect-tense';
import { temporalRules } from '../temporal-rules';
import { requiredCues } from './required-cues';
import type { RuleCueEntry } from './rule-cue-entry';
import { rulePattern } from './rule-pattern';

/**
 * The cues `requiredCues` reads from the pattern of every parser and mask of the reader that declares none, by rule
 * name, and from every tense pattern (`tensePatterns`, by its name). The CLI's build works it out once (bin/build-cli-bundle.mjs) and hands it to `ruleCues`, so a fresh process does
 * not read a hundred patterns before its first request.
 */
export function temporalRuleCueTable(): Record<string, RuleCueEntry> {
  const table: Record<string, RuleCueEntry> = {};
  for (const rule of temporalRules) {
    if (rule.kind === 'filter' || rule.cues !== undefined) continue;
    table[rule.name] = { sourceLength: rulePattern(rule).source.length, cues: requiredCues(rulePattern(rule)) ?? null };
  }
  for (const pattern of tensePatterns()) if (pattern.name !== undefined) table[pattern.name] = pattern.cueEntry();
  return table;
}

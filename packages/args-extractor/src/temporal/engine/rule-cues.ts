import { collapseWhitespace } from './collapse-whitespace';
import { requiredCues } from './required-cues';
import { rulePattern } from './rule-pattern';
import type { RuleCueEntry } from './temporal-rule-cue-table';
import type { TemporalMask, TemporalParser } from './temporal-rule';

const derived = new WeakMap<TemporalParser | TemporalMask, readonly string[] | null>();

/** Set by the CLI's build (esbuild `define`): `temporalRuleCueTable()` of the same sources; absent elsewhere. */
declare const __METNOS_TEMPORAL_RULE_CUES__: Readonly<Record<string, RuleCueEntry>> | undefined;
const builtCues = typeof __METNOS_TEMPORAL_RULE_CUES__ === 'undefined' ? undefined : __METNOS_TEMPORAL_RULE_CUES__;

/**
 * The cues of a rule with a pattern: its declared `cues`, else those read from its pattern (`requiredCues`), worked out
 * once per rule (in the built CLI, at build time: `temporalRuleCueTable`); `undefined` when the rule has none and must
 * always run.
 */
export function ruleCues(rule: TemporalParser | TemporalMask): readonly string[] | undefined {
  let cues = derived.get(rule);
  if (cues === undefined) {
    cues = rule.cues === undefined ? readCues(rule) : rule.cues.map(collapseWhitespace);
    derived.set(rule, cues);
  }
  return cues ?? undefined;
}

function readCues(rule: TemporalParser | TemporalMask): readonly string[] | null {
  const built = builtCues?.[rule.name];
  if (built !== undefined && built.sourceLength === rulePattern(rule).source.length) return built.cues;
  return requiredCues(rulePattern(rule)) ?? null;
}

/** The last text `ruleMayMatch` collapsed (the engine asks about every rule for the same text in a row). */
let collapsed = { text: '', collapsed: '' };

/**
 * Whether `text` holds one of the rule's cues, so its pattern may match there (always true for a rule without cues).
 * Cues are looked for in `text` with its whitespace collapsed, as they are written (`requiredCues`).
 */
export function ruleMayMatch(rule: TemporalParser | TemporalMask, text: string): boolean {
  const cues = ruleCues(rule);
  if (cues === undefined) return true;
  if (collapsed.text !== text) collapsed = { text, collapsed: collapseWhitespace(text) };
  const searched = collapsed.collapsed;
  return cues.some((cue) => searched.includes(cue));
}

import { requiredCues } from './required-cues';
import type { TemporalMask, TemporalParser } from './temporal-rule';

const derived = new WeakMap<TemporalParser | TemporalMask, readonly string[] | null>();

/**
 * The cues of a rule with a pattern: its declared `cues`, else those read from its pattern (`requiredCues`), worked out
 * once per rule; `undefined` when the rule has none and must always run.
 */
export function ruleCues(rule: TemporalParser | TemporalMask): readonly string[] | undefined {
  if (rule.cues !== undefined) return rule.cues;
  let cues = derived.get(rule);
  if (cues === undefined) {
    cues = requiredCues(rule.pattern) ?? null;
    derived.set(rule, cues);
  }
  return cues ?? undefined;
}

/** Whether `text` holds one of the rule's cues, so its pattern may match there (always true for a rule without cues). */
export function ruleMayMatch(rule: TemporalParser | TemporalMask, text: string): boolean {
  const cues = ruleCues(rule);
  return cues === undefined || cues.some((cue) => text.includes(cue));
}

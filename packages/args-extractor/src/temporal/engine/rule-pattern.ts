import type { TemporalMask, TemporalParser } from './temporal-rule';

const built = new WeakMap<TemporalParser | TemporalMask, RegExp>();

/**
 * The pattern of a parser or mask, built by the rule's `pattern` on first use and kept: a rule the requests never run
 * never constructs its pattern, and importing the reader constructs none (V8 parses each `\p{L}` of ~250 at about
 * 30 µs when a pattern is constructed).
 */
export function rulePattern(rule: TemporalParser | TemporalMask): RegExp {
  let pattern = built.get(rule);
  if (pattern === undefined) {
    pattern = rule.pattern();
    built.set(rule, pattern);
  }
  return pattern;
}

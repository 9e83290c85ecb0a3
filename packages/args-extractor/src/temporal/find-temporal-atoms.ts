import { ruleMayMatch } from './engine/rule-cues';
import { rulePattern } from './engine/rule-pattern';
import { sentenceStart } from './engine/sentence-start';
import type { AtomContext, AtomSurroundings, TemporalAtom, TemporalFilter, TemporalParser, TemporalRule } from './engine/temporal-rule';

export type { AtomContext, TemporalAtom } from './engine/temporal-rule';

/**
 * The temporal rule engine: runs every parser of `rules` over normalised text, then keeps the best non-overlapping
 * atoms (longer first, then higher priority, then earlier, then the earlier rule), dropping any atom a filter rejects.
 * A parser runs only when the text holds one of its cues (`ruleCues`): its pattern is not even built before a
 * request needs it. `onRun` sees each parser that runs (the tests count them).
 */
export function findTemporalAtoms(normalized: string, context: AtomContext, rules: readonly TemporalRule[], onRun?: (parser: TemporalParser) => void): TemporalAtom[] {
  const parsers = rules.filter((rule): rule is TemporalParser => rule.kind === 'parser');
  const filters = rules.filter((rule): rule is TemporalFilter => rule.kind === 'filter');
  const candidates: TemporalAtom[] = [];
  for (const parser of parsers) {
    if (!ruleMayMatch(parser, normalized)) continue;
    onRun?.(parser);
    const pattern = rulePattern(parser);
    const { build } = parser;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(normalized); match !== null; match = pattern.exec(normalized)) {
      if (match[0].length === 0) {
        pattern.lastIndex += 1;
        continue;
      }
      const built = build(match, context);
      if (built !== undefined) {
        const leading = match[0].length - match[0].trimStart().length;
        const start = match.index + Math.max(leading, built.skip ?? 0);
        candidates.push({ ...built, start, end: match.index + match[0].trimEnd().length });
      }
    }
  }
  const kept: TemporalAtom[] = [];
  candidates.sort((left, right) => right.end - right.start - (left.end - left.start) || right.priority - left.priority || left.start - right.start);
  for (const candidate of candidates) {
    if (kept.some((other) => candidate.start < other.end && candidate.end > other.start)) continue;
    if (filters.length > 0) {
      const surroundings = surroundingsOf(candidate, normalized, context);
      if (filters.some((filter) => filter.rejects(candidate, surroundings))) continue;
    }
    kept.push(candidate);
  }
  return kept.sort((left, right) => left.start - right.start);
}

function surroundingsOf(atom: TemporalAtom, normalized: string, context: AtomContext): AtomSurroundings {
  const written = context.original(atom.start, atom.end);
  const before = context.original(0, atom.start);
  const allCaps = !/\p{Ll}/u.test(context.originalText);
  return {
    normalized,
    context,
    written,
    before,
    after: normalized.slice(atom.end),
    writtenAfter: context.originalText.slice(before.length + written.length),
    normalizedBefore: normalized.slice(0, atom.start),
    midSentence: !sentenceStart.test(before),
    allCaps,
    titled: /^\p{Lu}\p{Ll}/u.test(written) && !allCaps,
  };
}

import type { PlanComparison } from './compare-plans';
import type { NormalStep } from './normalise-plan';

/** The classes of issue 22 a wrong serve falls in, plus a request memory must not serve, and "other". */
export type WrongServeClass = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'N' | 'other';

/** What each class means, for the tables. */
export const wrongServeClassNames: Readonly<Record<WrongServeClass, string>> = {
  A: 'first step of a multi-step plan only',
  B: 'stale relative date-time',
  C: 'whole request (or more of it than the slot) in a text slot',
  D: "another request's value",
  E: 'swapped roles',
  F: 'lost punctuation or case',
  N: 'served a request no taught plan fits (mustNotServe)',
  other: 'other',
};

const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}@.'-]+/gu) ?? []).map((word) => word.replace(/^[.'-]+|[.'-]+$/g, '')).filter((word) => word !== '');
const bare = (value: unknown) => (typeof value === 'string' ? value.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '').replace(/\s+/g, ' ').trim() : undefined);
const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The class of one wrong serve, the first that fits in this order: N (the probe is `mustNotServe`); A (the executed
 * tools are a strict prefix of the expected ones); E (the string values of the plan are the expected ones, but in
 * other arguments); B (a reminder's `when` differs); F (a string differs only in punctuation or case); C (a string
 * holds more words of the request than the expected value, all of them from the request); D (a value that
 * another request's plan had for that argument, `seenElsewhere`, and this request does not say); else other.
 */
export function classifyWrongServe(input: {
  query: string;
  mustNotServe: boolean;
  got: readonly NormalStep[];
  expected: readonly NormalStep[];
  comparison: PlanComparison;
  /** Whether `tool.name = value` (normalised) appeared in the expected plan of another request of the eval. */
  seenElsewhere: (tool: string, name: string, value: unknown) => boolean;
}): WrongServeClass {
  const { query, mustNotServe, got, expected, comparison, seenElsewhere } = input;
  if (mustNotServe) return 'N';
  if (got.length < expected.length && got.every((step, index) => step.tool === expected[index]?.tool)) return 'A';
  const { mismatches } = comparison;
  if (!comparison.toolsDiffer && mismatches.length >= 2) {
    const gotValues = mismatches.flatMap((mismatch) => strings(mismatch.got)).sort();
    const wantValues = mismatches.flatMap((mismatch) => strings(mismatch.expected)).sort();
    if (gotValues.length > 0 && JSON.stringify(gotValues) === JSON.stringify(wantValues)) return 'E';
  }
  if (mismatches.some((mismatch) => mismatch.tool === 'create_reminders' && mismatch.name === 'when')) return 'B';
  if (mismatches.some((mismatch) => typeof mismatch.got === 'string' && typeof mismatch.expected === 'string' && bare(mismatch.got) === bare(mismatch.expected))) return 'F';
  const queryWords = new Set(words(query));
  for (const mismatch of mismatches) {
    for (const value of strings(mismatch.got)) {
      const valueWords = words(value);
      const expectedWords = strings(mismatch.expected).flatMap(words);
      if (valueWords.length >= expectedWords.length + 2 && valueWords.every((word) => queryWords.has(word))) return 'C';
    }
  }
  const lowerQuery = query.toLowerCase();
  for (const mismatch of mismatches) {
    if (mismatch.got === undefined) continue;
    const said = strings(mismatch.got).some((value) => lowerQuery.includes(value.toLowerCase().replace(/^.*\//, '')));
    if (!said && seenElsewhere(mismatch.tool, mismatch.name, mismatch.got)) return 'D';
  }
  return 'other';
}

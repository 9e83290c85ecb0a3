import { readTemporalValues } from '../find-temporal-values';
import { describeTemporalValue } from './describe-temporal-value';
import type { TemporalRule } from './temporal-rule';

/** The clock rule examples are written against: Tuesday 19 May 2026, 14:05 in Rome. */
const ruleExampleClock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' } as const;

/**
 * The examples of `rule` that the reader built from `rules` gets wrong, each as a line saying what it read instead;
 * empty when every example holds. With `firstOnly` it stops at the first failure (the ablation test only asks whether
 * any breaks).
 */
export function ruleExampleFailures(rule: TemporalRule, rules: readonly TemporalRule[], firstOnly = false): string[] {
  const failures: string[] = [];
  // A rule of Spanish alone runs only on Spanish requests: its examples are read as Spanish.
  const spanishOnly = rule.locales.every((locale) => locale === 'es');
  const read = (text: string): Array<{ value: string; span: string }> =>
    readTemporalValues(text, ruleExampleClock, spanishOnly ? { language: 'es' } : {}, rules).map((value) => ({ value: describeTemporalValue(value), span: value.text }));
  for (const [text, value, span] of rule.examples.accept) {
    const found = read(text);
    if (!found.some((reading) => reading.value === value && (span === undefined || reading.span === span))) {
      failures.push(`${rule.name} should read "${text}" as ${value}${span === undefined ? '' : ` from "${span}"`}, read ${JSON.stringify(found)}`);
      if (firstOnly) return failures;
    }
  }
  for (const example of rule.examples.reject) {
    const [text, value] = typeof example === 'string' ? [example, undefined] : example;
    const found = read(text);
    if (value === undefined ? found.length > 0 : found.some((reading) => reading.value === value)) {
      failures.push(`${rule.name} should not read ${value ?? 'anything'} in "${text}", read ${JSON.stringify(found)}`);
      if (firstOnly) return failures;
    }
  }
  return failures;
}

import type { ExtractedValue } from '@metnos/args-extractor';
import type { PathStep } from '@metnos/core';
import { placeholderBindings } from './placeholder-names';

/** The outcome of `resolvePlaceholderSteps`. */
export type ResolvedSteps = { success: true; steps: PathStep[] } | { success: false; missing: string[] };

const placeholder = /\$\{([A-Z]+(?:_\d+)?)\}/gu;
const wholePlaceholder = /^\$\{([A-Z]+(?:_\d+)?)\}$/u;

/**
 * Fills the placeholders of memoised steps with the values of a new request (named by `placeholderBindings`).
 * A string that is exactly one placeholder takes the value with its type (a number stays a number, a window an
 * object); a placeholder inside a longer string is replaced by the value's text. Other `${...}` forms (Nous's
 * `${step1.entries}`, `${FILLER:x}`) are left alone. When the request lacks a value the path needs, returns
 * `{ success: false, missing }` — L2's protection against false positives: a loose similarity threshold is safe because a request that lacks a value the path needs never replays it.
 */
export function resolvePlaceholderSteps(steps: readonly PathStep[], values: readonly ExtractedValue[]): ResolvedSteps {
  const bound = new Map(placeholderBindings(values).map((binding) => [binding.name, binding.value]));
  const missing = new Set<string>();
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = wholePlaceholder.exec(value);
      if (whole !== null) {
        const name = whole[1] ?? '';
        if (!bound.has(name)) missing.add(name);
        return structuredClone(bound.get(name));
      }
      return value.replace(placeholder, (text, name: string) => {
        if (!bound.has(name)) {
          missing.add(name);
          return text;
        }
        const found = bound.get(name);
        return typeof found === 'string' ? found : JSON.stringify(found);
      });
    }
    if (Array.isArray(value)) return value.map(fill);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  const resolved = steps.map((step) => ({ tool: step.tool, args: fill(step.args) as Record<string, unknown> }));
  return missing.size > 0 ? { success: false, missing: [...missing].sort() } : { success: true, steps: resolved };
}

/** The placeholder names used by `steps`, sorted (`['PATH', 'URL']`). */
export function listPlaceholders(steps: readonly PathStep[]): string[] {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const match of value.matchAll(placeholder)) names.add(match[1] ?? '');
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  steps.forEach((step) => walk(step.args));
  return [...names].sort();
}

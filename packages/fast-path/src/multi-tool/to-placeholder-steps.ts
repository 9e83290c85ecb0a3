import type { ExtractedValue } from '@metnos/args-extractor';
import type { PathStep } from '@metnos/core';
import { placeholderBindings, type PlaceholderBinding } from './placeholder-names';

const embeddable = /^(?:URL|EMAIL|PATH)(?:_\d+)?$/u;

/**
 * Turns the argument values of a successful turn into placeholders (what makes an L2 path replayable for other values): a value equal to one the rules
 * read in the request becomes `${NAME}` (see `placeholderBindings`); a URL, email or path inside a longer string
 * becomes `${NAME}` inside it; every other value is a constant and stays as it is. Arrays and objects are walked.
 */
export function toPlaceholderSteps(steps: readonly PathStep[], values: readonly ExtractedValue[]): PathStep[] {
  const bindings = placeholderBindings(values);
  return steps.map((step) => ({ tool: step.tool, args: replaceValue(step.args, bindings) as Record<string, unknown> }));
}

function replaceValue(value: unknown, bindings: PlaceholderBinding[]): unknown {
  const whole = bindings.find((binding) => JSON.stringify(binding.value) === JSON.stringify(value));
  if (whole !== undefined && value !== null && typeof value !== 'boolean') return `\${${whole.name}}`;
  if (Array.isArray(value)) return value.map((item) => replaceValue(item, bindings));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceValue(item, bindings)]));
  }
  if (typeof value === 'string') {
    let text = value;
    for (const binding of bindings) {
      if (embeddable.test(binding.name) && typeof binding.value === 'string' && binding.value.length >= 4) {
        text = text.split(binding.value).join(`\${${binding.name}}`);
      }
    }
    return text;
  }
  return value;
}

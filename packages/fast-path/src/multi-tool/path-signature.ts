import type { PathStep } from '@metnos/core';

/**
 * The stable key of a memoised path: tool sequence plus placeholder args, with object keys sorted, e.g.
 * `get_urls({"urls":["${URL}"]}) > describe_entries({"from_step":1})`. Two turns that ran the same tools with
 * the same placeholder arguments share it, whatever the order in which the planner wrote the keys.
 */
export function pathSignature(steps: readonly PathStep[]): string {
  return steps.map((step) => `${step.tool}(${stableStringify(step.args)})`).join(' > ');
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

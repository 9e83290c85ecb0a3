import type { ToolResult } from '@metnos/core';

/** Limits of {@link summariseStepOutput}. */
export interface SummariseStepOutputOptions {
  /** Characters of the whole summary (default 600). */
  maxChars?: number;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** A value's shape: numbers and booleans as they are, anything else by its type, never a string's text. */
function shape(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return `list of ${value.length}`;
  if (typeof value === 'object') return `{${Object.keys(value as object).join(', ')}}`;
  return typeof value;
}

/** The field names of the objects in a list (first 20 items), in first-seen order. */
function itemFields(items: readonly unknown[]): string[] {
  const fields = new Set<string>();
  for (const entry of items.slice(0, 20)) {
    if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) for (const key of Object.keys(entry)) fields.add(key);
  }
  return [...fields];
}

/**
 * The SHAPE of an executed step's output for a planner prompt: each field with its type, lists with their size and
 * the fields of their items, numbers and booleans with their value — never the text of a string. A step's output
 * is content a tool read (a page, a mail, a file); its text must not reach a prompt that chooses tools or
 * arguments, where it could give orders. Later steps consume the values through `from_step` and `${stepN.field}`,
 * which Nous resolves without a model. Pure and deterministic.
 */
export function summariseStepOutput(output: ToolResult | undefined, { maxChars = 600 }: SummariseStepOutputOptions = {}): string {
  if (output === undefined) return 'no output';
  const parts = Object.entries(output).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) return [`${key}: ${shape(value)}`];
    const fields = itemFields(value);
    return [`${key}: list of ${value.length}${fields.length === 0 ? '' : ` {${fields.join(', ')}}`}`];
  });
  return clip(parts.length === 0 ? 'empty output' : parts.join('; '), maxChars);
}

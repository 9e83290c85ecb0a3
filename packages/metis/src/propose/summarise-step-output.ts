import type { ToolResult } from '@metnos/core';

/** Limits of {@link summariseStepOutput}. */
export interface SummariseStepOutputOptions {
  /** Items shown per array field (default 5). */
  maxItems?: number;
  /** Characters kept of one string value (default 160). */
  maxValueChars?: number;
  /** Characters of the whole summary (default 1200). */
  maxChars?: number;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

function scalar(value: unknown, maxValueChars: number): string | undefined {
  if (typeof value === 'string') return JSON.stringify(clip(value, maxValueChars));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return undefined;
}

function item(value: unknown, maxValueChars: number): string {
  const direct = scalar(value, maxValueChars);
  if (direct !== undefined) return direct;
  if (Array.isArray(value)) return `[${value.length} items]`;
  const fields = Object.entries(value as Record<string, unknown>)
    .map(([key, field]) => [key, scalar(field, maxValueChars)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
    .map(([key, field]) => `${key}: ${field}`);
  return `{${fields.join(', ')}}`;
}

/**
 * The key outputs of an executed step as one compact line for a planner prompt: scalar fields as
 * `name=value`, array fields as their size and first `maxItems` items (objects reduced to their scalar fields),
 * strings clipped to `maxValueChars`, the whole clipped to `maxChars`. Pure and deterministic.
 */
export function summariseStepOutput(
  output: ToolResult | undefined,
  { maxItems = 5, maxValueChars = 160, maxChars = 1200 }: SummariseStepOutputOptions = {},
): string {
  if (output === undefined) return 'no output';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(output)) {
    const direct = scalar(value, maxValueChars);
    if (direct !== undefined) parts.push(`${key}=${direct}`);
    else if (Array.isArray(value)) {
      const shown = value.slice(0, maxItems).map((entry) => item(entry, maxValueChars));
      const more = value.length > maxItems ? `, … ${value.length - maxItems} more` : '';
      parts.push(`${key} (${value.length}): [${shown.join(', ')}${more}]`);
    } else if (value !== undefined) parts.push(`${key}=${item(value, maxValueChars)}`);
  }
  return clip(parts.length === 0 ? 'empty output' : parts.join('; '), maxChars);
}

import type { Language, ToolResult } from '@metnos/core';

const labels = {
  en: { found: 'Found', items: 'item(s)', done: 'Done', and: 'and', more: 'more' },
  it: { found: 'Trovati', items: 'elemento/i', done: 'Fatto', and: 'e', more: 'altri' },
} as const;

/**
 * A short reply for a single tool call replayed without a plan (L1): the count and first names of `entries`,
 * or `ok_count`, or the scalar output fields. Used when no final-message template was learned.
 */
export function renderStepReply(tool: string, output: ToolResult, { language }: { language: Language }): string {
  const words = labels[language];
  if (typeof output.description === 'string' && output.description !== '') return output.description;
  if (Array.isArray(output.entries)) {
    // One text read (a file, a page): the reply is its text, clipped.
    const only = output.entries.length === 1 ? (output.entries[0] as Record<string, unknown> | undefined) : undefined;
    const text = typeof only?.content === 'string' ? only.content : undefined;
    if (text !== undefined && text.trim() !== '') {
      const name = describeEntry(only);
      const body = text.length > 1500 ? `${text.slice(0, 1499)}…` : text;
      return name === '' ? body : `${name}:\n${body}`;
    }
    const names = output.entries.slice(0, 5).map(describeEntry).filter((name) => name !== '');
    const rest = output.entries.length - names.length;
    const list = names.length === 0 ? '' : `: ${names.join(', ')}${rest > 0 ? ` ${words.and} ${rest} ${words.more}` : ''}`;
    if (typeof output.ok_count === 'number') return `${words.done} (${tool}): ${output.ok_count}${list}`;
    return `${words.found} ${output.entries.length} ${words.items}${list}.`;
  }
  const scalars = Object.entries(output)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${String(value)}`);
  return scalars.length === 0 ? `${words.done} (${tool}).` : scalars.join(', ');
}

function describeEntry(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  if (entry === null || typeof entry !== 'object') return '';
  const record = entry as Record<string, unknown>;
  for (const key of ['name', 'subject', 'title', 'text', 'url', 'path', 'to']) {
    if (typeof record[key] === 'string' && record[key] !== '') return record[key] as string;
  }
  return '';
}

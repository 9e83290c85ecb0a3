import type { Language, ToolEffect } from '@metnos/core';

const effectWords: Record<Language, Record<ToolEffect, string>> = {
  en: { send: 'sends outside', delete: 'deletes', overwrite: 'moves or replaces', write: 'writes', read: 'reads', network: 'goes online' },
  it: { send: 'invia all’esterno', delete: 'elimina', overwrite: 'sposta o sostituisce', write: 'scrive', read: 'legge', network: 'va in rete' },
};
const itemWords: Record<Language, string> = { en: 'items', it: 'elementi' };

/**
 * Control and format characters (bidi overrides such as U+202E, zero-width spaces, BEL...) as visible `<U+XXXX>`:
 * a name taken from content (a mail's sender, a file name) must look in the consent text like what it is.
 */
function visible(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, (character) => `<U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`);
}

function clip(text: string, max = 80): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

/** The name a listed entry is known by: its path, name, subject, address or id. */
function entryName(entry: unknown): string {
  if (typeof entry === 'string') return clip(entry, 60);
  if (entry === null || typeof entry !== 'object') return String(entry);
  const record = entry as Record<string, unknown>;
  for (const key of ['path', 'name', 'subject', 'to', 'url', 'title', 'id']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return clip(value, 60);
  }
  return `{${Object.keys(record).join(', ')}}`;
}

function describeValue(value: unknown, language: Language): string {
  if (typeof value === 'string') return JSON.stringify(clip(value));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) {
    const shown = value.slice(0, 5).map(entryName).join(', ');
    const rest = value.length > 5 ? `, … +${value.length - 5}` : '';
    return value.every((item) => typeof item === 'string') ? `${shown}${rest}` : `${value.length} ${itemWords[language]} (${shown}${rest})`;
  }
  return `{${Object.keys(value as object).join(', ')}}`;
}

/**
 * One line telling the user what a step about to send, delete or overwrite will do, in their language: the tool,
 * its effects, and every argument it runs with (paths, destination, recipients, subject, the entries it acts on by
 * their names), long values clipped, control and format characters shown as `<U+XXXX>` (never a direction override).
 */
export function describeConsentStep({ tool, effects, args }: { tool: string; effects: readonly ToolEffect[]; args: Record<string, unknown> }, language: Language): string {
  const what = effects.map((effect) => effectWords[language][effect]).join(', ');
  const argumentsText = Object.entries(args)
    .filter(([name, value]) => name !== 'from_step' && value !== undefined)
    .map(([name, value]) => `${name}: ${describeValue(value, language)}`)
    .join('; ');
  return visible(`${tool} (${what})${argumentsText === '' ? '' : `: ${argumentsText}`}`);
}

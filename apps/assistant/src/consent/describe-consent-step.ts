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

/**
 * A long name clipped in the middle, so what tells names apart stays visible: an address's domain, a path's file
 * name and extension (`averyverylonglocalpart…@evil.example`, `/home/u/…/invoice.pdf.exe`).
 */
function clipMiddle(text: string, max = 60): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  if (line.length <= max) return line;
  const tail = Math.ceil((max - 1) / 2);
  return `${line.slice(0, max - 1 - tail)}…${line.slice(line.length - tail)}`;
}

/** The name a listed entry is known by: its path, name, subject, address or id. */
function entryName(entry: unknown): string {
  if (typeof entry === 'string') return clipMiddle(entry);
  if (entry === null || typeof entry !== 'object') return String(entry);
  const record = entry as Record<string, unknown>;
  for (const key of ['path', 'name', 'subject', 'to', 'url', 'title', 'id']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return clipMiddle(value);
  }
  return `{${Object.keys(record).join(', ')}}`;
}

function describeValue(value: unknown, language: Language): string {
  if (typeof value === 'string') return JSON.stringify(clip(value));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) {
    // Names given as a list (recipients, paths) are all shown, up to a screenful; entries by their first five names.
    const named = value.every((item) => typeof item === 'string');
    const limit = named ? 20 : 5;
    const shown = value.slice(0, limit).map(entryName).join(', ');
    const rest = value.length > limit ? `, … +${value.length - limit}` : '';
    return named ? `${shown}${rest}` : `${value.length} ${itemWords[language]} (${shown}${rest})`;
  }
  return `{${Object.keys(value as object).join(', ')}}`;
}

/**
 * One line telling the user what a step about to send, delete or overwrite will do, in their language: the tool,
 * its effects, and every argument it runs with (paths, destination, recipients, subject, the entries it acts on by
 * their names): every recipient and path of a list up to twenty (then `… +N`), entries by their first five names,
 * long texts clipped at the end and long names in the middle (an address keeps its domain, a path its file name),
 * control and format characters shown as `<U+XXXX>` (never a direction override).
 */
export function describeConsentStep({ tool, effects, args }: { tool: string; effects: readonly ToolEffect[]; args: Record<string, unknown> }, language: Language): string {
  const what = effects.map((effect) => effectWords[language][effect]).join(', ');
  const argumentsText = Object.entries(args)
    .filter(([name, value]) => name !== 'from_step' && value !== undefined)
    .map(([name, value]) => `${name}: ${describeValue(value, language)}`)
    .join('; ');
  return visible(`${tool} (${what})${argumentsText === '' ? '' : `: ${argumentsText}`}`);
}

import type { Language, ToolEffect } from '@metnos/core';
import { describeDomain } from './describe-domain';

const effectWords: Record<Language, Record<ToolEffect, string>> = {
  en: { send: 'sends outside', delete: 'deletes', overwrite: 'moves or replaces', write: 'writes', read: 'reads', network: 'goes online' },
  it: { send: 'invia all’esterno', delete: 'elimina', overwrite: 'sposta o sostituisce', write: 'scrive', read: 'legge', network: 'va in rete' },
  es: { send: 'envía al exterior', delete: 'borra', overwrite: 'mueve o sustituye', write: 'escribe', read: 'lee', network: 'se conecta a la red' },
};
const itemWords: Record<Language, string> = { en: 'items', it: 'elementi', es: 'elementos' };

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

// A URL is shown whole up to this many characters: what a fetch sends is in it (a query may carry a file's text).
const maxUrlChars = 1000;

/** `user@domain` with its domain marked (punycode form, mixed scripts) when it is not plain ASCII. */
function describeAddress(text: string, language: Language): string | undefined {
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1 || /\s/u.test(text)) return undefined;
  return `${clipMiddle(text.slice(0, at), 40)}@${describeDomain(text.slice(at + 1), language)}`;
}

/** An http(s) URL, whole (up to {@link maxUrlChars}), followed by the host it goes to, marked like a domain. */
function describeUrl(text: string, language: Language, { whole }: { whole: boolean }): string | undefined {
  if (!/^https?:\/\//iu.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const hostname = url.hostname.startsWith('[') ? url.hostname : describeDomain(url.hostname, language);
  const shown = !whole ? clipMiddle(text) : text.length <= maxUrlChars ? text : `${text.slice(0, maxUrlChars)}… (+${text.length - maxUrlChars})`;
  return `${shown} (host: ${hostname}${url.port === '' ? '' : `:${url.port}`})`;
}

/** A name from a list: an address or URL marked as above, anything else clipped in the middle. */
function describeName(text: string, language: Language, { whole }: { whole: boolean }): string {
  return describeUrl(text, language, { whole }) ?? describeAddress(text, language) ?? clipMiddle(text);
}

/** The name a listed entry is known by: its path, name, subject, address or id. */
function entryName(entry: unknown, language: Language): string {
  if (typeof entry === 'string') return describeName(entry, language, { whole: false });
  if (entry === null || typeof entry !== 'object') return String(entry);
  const record = entry as Record<string, unknown>;
  for (const key of ['path', 'name', 'subject', 'to', 'url', 'title', 'id']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return describeName(value, language, { whole: false });
  }
  return `{${Object.keys(record).join(', ')}}`;
}

function describeValue(value: unknown, language: Language): string {
  if (typeof value === 'string') {
    const named = describeUrl(value, language, { whole: true }) ?? (/^[^\s@]+@[^\s@]+$/u.test(value) ? describeAddress(value, language) : undefined);
    return named ?? JSON.stringify(clip(value));
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) {
    // Names given as a list (recipients, paths) are all shown, up to a screenful; entries by their first five names.
    const named = value.every((item) => typeof item === 'string');
    const limit = named ? 20 : 5;
    const shown = value
      .slice(0, limit)
      .map((item) => (typeof item === 'string' ? describeName(item, language, { whole: true }) : entryName(item, language)))
      .join(', ');
    const rest = value.length > limit ? `, … +${value.length - limit}` : '';
    return named ? `${shown}${rest}` : `${value.length} ${itemWords[language]} (${shown}${rest})`;
  }
  return `{${Object.keys(value as object).join(', ')}}`;
}

// A string written as a filesystem path (absolute, home-relative or explicitly relative), as Vaglio reads paths.
const writtenPath = /^(\/|~(\/|$)|\.\.?(\/|$))/u;

/** Options of {@link describeConsentStep}. */
export interface DescribeConsentStepOptions {
  /** The real path a written path leads to under the path policy (links and `~` resolved), or `undefined` when refused. */
  resolvePath?: (path: string) => string | undefined;
}

/** The files a step sends: each path it names, shown whole as the real path it resolves to (as written when refused). */
function describeSentFiles(value: unknown, resolvePath: (path: string) => string | undefined): string | undefined {
  const items = typeof value === 'string' ? [value] : Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;
  if (items === undefined || items.length === 0 || !items.every((item) => writtenPath.test(item))) return undefined;
  return items.map((item) => resolvePath(item) ?? item).join(', ');
}

/**
 * One line telling the user what a step about to send, delete or overwrite will do, in their language: the tool,
 * its effects, and every argument it runs with (paths, destination, recipients, subject, the entries it acts on by
 * their names): every recipient and path of a list up to twenty (then `… +N`), entries by their first five names,
 * long texts clipped at the end and long names in the middle (an address keeps its domain, a path its file name),
 * control and format characters shown as `<U+XXXX>` (never a direction override). A URL is shown whole (what a fetch
 * sends is in it) with the host it goes to; a domain of an address or URL that is not plain ASCII is shown with its
 * punycode form beside it and a warning when it mixes scripts (`describeDomain`). The files a step that sends names
 * (attachments) are shown each whole, as the real path it resolves to (`resolvePath`), so the user sees every file
 * that leaves.
 */
export function describeConsentStep(
  { tool, effects, args }: { tool: string; effects: readonly ToolEffect[]; args: Record<string, unknown> },
  language: Language,
  { resolvePath }: DescribeConsentStepOptions = {},
): string {
  const what = effects.map((effect) => effectWords[language][effect]).join(', ');
  const sends = effects.includes('send') && resolvePath !== undefined;
  const argumentsText = Object.entries(args)
    .filter(([name, value]) => name !== 'from_step' && value !== undefined)
    .map(([name, value]) => `${name}: ${(sends ? describeSentFiles(value, resolvePath) : undefined) ?? describeValue(value, language)}`)
    .join('; ');
  return visible(`${tool} (${what})${argumentsText === '' ? '' : `: ${argumentsText}`}`);
}

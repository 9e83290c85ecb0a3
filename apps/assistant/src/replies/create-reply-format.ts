import { homedir } from 'node:os';
import { basename } from 'node:path';
import type { Language } from '@metnos/core';
import { systemTimeZone } from '@metnos/args-extractor/internal';
import type { PluralForms, ReplyMessages } from './reply-messages';
import { replyLocales } from './reply-locales';

/** Where and when a reply is worded: the request's language, the user's time zone and home folder, the turn's clock. */
export interface ReplyContext {
  language: Language;
  /** IANA zone the user reads times in (default: the system zone, the executors' default). */
  timeZone?: string;
  /** Home folder, shown as `~` (default: the user's). */
  home?: string;
  /** The turn's clock (relative times such as "3 minutes ago"). */
  now?: Date;
}

/** The helpers a tool's reply renderer words values with, bound to one language and time zone. */
export interface ReplyFormat {
  messages: ReplyMessages;
  now: Date;
  /** Fills `{name}` slots of a template. */
  fill(template: string, values: Record<string, string | number>): string;
  /** The plural form `Intl.PluralRules` picks for `count`, filled with `count` and `values`. */
  count(forms: PluralForms, count: number, values?: Record<string, string | number>): string;
  /** "a, b and c" (`Intl.ListFormat`); past `max` names, "and 2 more". */
  list(items: readonly string[], max?: number): string;
  /** A civil date `YYYY-MM-DD` as "Sunday 29 November 2026". */
  day(date: string): string;
  /** An ISO date-time: with an offset or `Z`, read in the user's zone; without, as written (a wall clock). */
  dayAndTime(iso: string): { day: string; time: string } | undefined;
  /** An instant's wall-clock time in the user's zone, "09:05". */
  time(instant: Date): string;
  /** "3 minutes ago", "just now". */
  ago(instant: Date): string;
  /** "today", "tomorrow", "in 3 days" (capitalised for a sentence start). */
  relativeDays(offset: number): string;
  /** A path as the user knows it: `~` for the home folder. */
  place(path: string): string;
  /** The last part of a path. */
  name(path: string): string;
  quote(text: string): string;
}

const civilDate = /^(\d{4})-(\d{2})-(\d{2})$/u;
const wallClock = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/u;

/**
 * The reply helpers of `language`: plurals by `Intl.PluralRules`, lists by `Intl.ListFormat`, dates and times by
 * `Intl.DateTimeFormat` in the user's time zone, relative times by `Intl.RelativeTimeFormat`.
 */
export function createReplyFormat({ language, timeZone = systemTimeZone(), home = homedir(), now = new Date() }: ReplyContext): ReplyFormat {
  const messages = replyLocales[language];
  const { locale } = messages;
  const plurals = cachedIntl(`plural\u0000${locale}`, () => new Intl.PluralRules(locale));
  const lists = cachedIntl(`list\u0000${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' }));
  const relative = cachedIntl(`relative\u0000${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const weekdayOf = (zone: string) => cachedIntl(`weekday\u0000${locale}\u0000${zone}`, () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: zone }));
  const dateOf = (zone: string) => cachedIntl(`date\u0000${locale}\u0000${zone}`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }));
  const timeOf = (zone: string) => cachedIntl(`time\u0000${locale}\u0000${zone}`, () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }));
  const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/gu, (slot, key: string) => (key in values ? String(values[key]) : slot));
  const dayIn = (instant: Date, zone: string) => fill(messages.dayAndDate, { weekday: weekdayOf(zone).format(instant), date: dateOf(zone).format(instant) });
  const format: ReplyFormat = {
    messages,
    now,
    fill,
    count: (forms, count, values = {}) => fill(forms[plurals.select(count) as keyof PluralForms] ?? forms.other, { ...values, count }),
    list(items, max = 5) {
      if (items.length <= max) return lists.format(items);
      return lists.format([...items.slice(0, max), format.count(messages.more, items.length - max)]);
    },
    day(date) {
      const match = civilDate.exec(date);
      if (match === null) return date;
      return dayIn(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))), 'UTC');
    },
    dayAndTime(iso) {
      const wall = wallClock.exec(iso);
      // A wall clock without an offset is the user's own time: shown as written.
      const [instant, zone] = wall === null ? [new Date(iso), timeZone] : [new Date(Date.UTC(Number(wall[1]), Number(wall[2]) - 1, Number(wall[3]), Number(wall[4]), Number(wall[5]))), 'UTC'];
      if (Number.isNaN(instant.getTime())) return undefined;
      return { day: dayIn(instant, zone), time: timeOf(zone).format(instant) };
    },
    time: (instant) => timeOf(timeZone).format(instant),
    ago(instant) {
      const minutes = Math.round((now.getTime() - instant.getTime()) / 60_000);
      if (minutes <= 0) return messages.justNow;
      if (minutes < 60) return relative.format(-minutes, 'minute');
      const hours = Math.round(minutes / 60);
      return hours < 48 ? relative.format(-hours, 'hour') : relative.format(-Math.round(hours / 24), 'day');
    },
    relativeDays(offset) {
      const text = relative.format(offset, 'day');
      return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
    },
    place(path) {
      const trimmed = path.length > 1 ? path.replace(/\/+$/u, '') : path;
      if (home !== '' && home !== '/' && (trimmed === home || trimmed.startsWith(`${home}/`))) return `~${trimmed.slice(home.length)}`;
      return trimmed;
    },
    name: (path) => basename(path),
    quote: (text) => fill(messages.quoted, { text }),
  };
  return format;
}

/**
 * Intl formatters are immutable and cost tens of microseconds to build (locale and zone data): one per locale,
 * kind and zone for the process, instead of several per reply. Bounded: a zone that is never seen twice (a zone
 * named in a request) does not grow the map past `maxFormatters`.
 */
const formatters = new Map<string, unknown>();
const maxFormatters = 256;

function cachedIntl<T>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    if (formatters.size >= maxFormatters) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

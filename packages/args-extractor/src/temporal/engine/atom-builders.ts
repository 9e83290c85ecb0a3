import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { readDuration } from '../read-duration';
import { cueWords, monthAbbreviations, monthNames, unitWords } from '../temporal-lexicon';
import type { DayNode, DurationParts, MonthReference, TemporalNode, TimeOfDay } from '../temporal-node';
import type { AtomContext, BuiltAtom } from './temporal-rule';
import { MONTH_FULL, shiftWordsLast, shiftWordsNext, WEEKDAY_FULL, YEAR } from './temporal-patterns';

/** What the temporal parsers build their atoms with: readers of months and years, calendar checks, atoms of times and periods. */
export function monthOf(raw: string): number | undefined {
  const word = raw.replace(/\.$/u, '');
  return monthNames[word] ?? monthAbbreviations[word];
}

export function yearOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const digits = raw.replace(/\D/gu, '');
  if (digits.length === 4) return Number(digits);
  // Two digits: this century up to '49, the last one after ("3Q98", "10/21/98").
  if (digits.length === 2) return Number(digits) < 50 ? 2000 + Number(digits) : 1900 + Number(digits);
  return undefined;
}

/** A month reference from text like "ottobre 2015", "del mese prossimo", "of next month", "the month". */
export function monthReferenceOf(raw: string): MonthReference | undefined {
  // An article only as a whole word: the Italian "la" must not eat the start of "last month".
  const text = raw.trim().replace(new RegExp(`^(?:${cueWords('atom-builders/the')})(?:(?<=')\\s*|\\s+)`, 'u'), '');
  const named = new RegExp(`^(${MONTH_FULL})(?:\\s+(?:${cueWords('atom-builders/del')})?(${YEAR}))?$`, 'u').exec(text);
  if (named !== null) {
    const month = monthNames[named[1] ?? ''] ?? 1;
    const year = yearOf(named[2]);
    return year === undefined ? { month } : { month, year };
  }
  if (new RegExp(`^(?:${cueWords('atom-builders/this')})?\\s*(?:${cueWords('atom-builders/mese')})(?:${cueWords('atom-builders/corrente')})?$`, 'u').test(text)) return { monthShift: 0 };
  if (new RegExp(`^(?:${cueWords('atom-builders/next')})\\s+(?:${cueWords('atom-builders/mese')})$|^(?:${cueWords('atom-builders/mese')})\\s+(?:${cueWords('atom-builders/prossimo')})$`, 'u').test(text)) return { monthShift: 1 };
  if (new RegExp(`^(?:${cueWords('atom-builders/last')})\\s+(?:${cueWords('atom-builders/mese')})$|^(?:${cueWords('atom-builders/mese')})\\s+(?:${cueWords('atom-builders/scorso')})$`, 'u').test(text)) return { monthShift: -1 };
  return undefined;
}


export function offsetNode(duration: DurationParts, sign: 1 | -1): TemporalNode {
  const units = Object.entries(duration).filter(([, amount]) => (amount ?? 0) > 0);
  const dayOnly = units.length === 1 && ['day', 'week', 'month', 'year'].includes(units[0]?.[0] ?? '');
  if (dayOnly) {
    const [unit, amount] = units[0] as [string, number];
    if (Number.isInteger(amount)) return { type: 'day', day: { type: 'offset-day', amount: sign * amount, unit: unit as 'day' | 'week' | 'month' | 'year' } };
  }
  return { type: 'moment-offset', sign, duration };
}

export function onlyDays(duration: DurationParts): boolean {
  return Object.entries(duration).every(([unit, amount]) => (amount ?? 0) === 0 || unit === 'day' || unit === 'week');
}

export function periodUnitOf(word: string): 'week' | 'month' | 'year' | 'quarter' | 'half' | undefined {
  if (new RegExp(`^(?:${cueWords('atom-builders/settimana')})$`, 'u').test(word)) return 'week';
  if (new RegExp(`^(?:${cueWords('atom-builders/mese-2')})$`, 'u').test(word)) return 'month';
  if (new RegExp(`^(?:${cueWords('atom-builders/anno')})$`, 'u').test(word)) return 'year';
  if (new RegExp(`^(?:${cueWords('atom-builders/trimestre')})$`, 'u').test(word)) return 'quarter';
  if (new RegExp(`^(?:${cueWords('atom-builders/semestre')})$`, 'u').test(word)) return 'half';
  return undefined;
}

/**
 * "last 7 days", "la settimana scorsa", "i prossimi 3 giorni", "next month", "l'ultima settimana": with a count, a
 * rolling window; without one, "last/previous week|month|year" and "settimana scorsa/prossima" are calendar periods
 * while "past week", "ultima settimana", "in the last week", "over the next week" are rolling windows of one unit.
 */
export function periodOrRolling(lead: string | undefined, word: string, countedDuration: string | undefined, bareUnit: string | undefined, position: 'before' | 'after'): BuiltAtom | undefined {
  const future = shiftWordsNext.test(word);
  const past = shiftWordsLast.test(word);
  if (!future && !past) return undefined;
  const sign: 1 | -1 = future ? 1 : -1;
  if (countedDuration !== undefined) {
    const duration = readDuration(countedDuration);
    if (duration === undefined) return undefined;
    return { kind: 'node', node: { type: 'rolling', sign, duration }, priority: 5 };
  }
  const unitWord = bareUnit ?? '';
  if (new RegExp(`^(?:${cueWords('atom-builders/giorni')})$`, 'u').test(unitWord)) return undefined;
  const period = periodUnitOf(unitWord);
  const unit = unitWords[unitWord];
  const rollingLead = lead !== undefined && new RegExp(`^(?:${cueWords('atom-builders/in')})$`, 'u').test(lead);
  const calendarWord = position === 'after' || new RegExp(`^(?:${cueWords('atom-builders/last-2')})$`, 'u').test(word);
  if (period !== undefined && calendarWord && !(rollingLead && ((past && (word === 'last' || word === 'past')) || (future && word === 'next')))) {
    if (word === 'past' || new RegExp(`^(?:${cueWords('atom-builders/ultim')})`, 'u').test(word)) {
      if (period === 'quarter' || period === 'half') return { kind: 'node', node: { type: 'period', unit: period, shift: -1 }, priority: 5 };
    } else return { kind: 'node', node: { type: 'period', unit: period, shift: sign }, priority: 5 };
  }
  if (unit === undefined) {
    if (period === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit: period, shift: sign }, priority: 5 };
  }
  if (unit === 'day' && countedDuration === undefined && (lead === undefined || new RegExp(`^(?:${cueWords('atom-builders/the')})$`, 'u').test(lead))) {
    return { kind: 'day', day: { type: 'relative-day', days: sign }, priority: 5 };
  }
  return { kind: 'node', node: { type: 'rolling', sign, duration: readDuration(`1 ${unitWord}`) ?? { [unit]: 1 } }, priority: 5 };
}

/**
 * The month and day of a numeric date: a number above 12 is the day; otherwise the line the date is written on
 * settles the order when it names one country's conventions only (a dollar, USD, the IRS read month first; a pound,
 * the DVLA, the NHS, a euro read day first), and else the request's language does (English month first). `at` is the
 * date's offset in the normalised text.
 */
export function numericOrder(first: number, second: number, context: AtomContext, at?: number): [month: number, day: number] {
  if (first > 12) return [second, first];
  if (second > 12) return [first, second];
  const convention = at === undefined ? undefined : lineConvention(context, at);
  if (convention !== undefined) return convention === 'month-first' ? [first, second] : [second, first];
  return context.language === 'en' ? [first, second] : [second, first];
}

let conventionCues: { monthFirst: RegExp; dayFirst: RegExp } | undefined;

function lineConvention(context: AtomContext, at: number): 'month-first' | 'day-first' | undefined {
  const offset = context.original(0, at).length;
  const text = context.originalText;
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  conventionCues ??= {
    monthFirst: new RegExp(`(?<![\\p{L}])(?:${cueWords('numeric-order/month-first')})(?![\\p{L}])`, 'u'),
    dayFirst: new RegExp(`(?<![\\p{L}])(?:${cueWords('numeric-order/day-first')})(?![\\p{L}])`, 'u'),
  };
  const monthFirst = conventionCues.monthFirst.test(line);
  const dayFirst = conventionCues.dayFirst.test(line);
  if (monthFirst === dayFirst) return undefined;
  return monthFirst ? 'month-first' : 'day-first';
}

export function validCalendar(day: DayNode): boolean {
  if (day.type !== 'calendar-date') return true;
  if (day.month < 1 || day.month > 12 || day.day < 1) return false;
  const year = day.year ?? 2000;
  return day.day <= new Date(Date.UTC(year, day.month, 0)).getUTCDate();
}

export function meridiemOf(raw: string | undefined): { meridiem?: 'am' | 'pm' } {
  if (raw === undefined) return {};
  return { meridiem: raw.startsWith('a') ? 'am' : 'pm' };
}

/** The end of a week `week` weeks from this one, Thursday to Sunday ("the end of next week", "a fine settimana"). */
export function endOfWeekAtom(week: number): BuiltAtom {
  return {
    kind: 'node',
    node: { type: 'range', from: { type: 'day', day: { type: 'week-day', weekday: 4, week } }, to: { type: 'day', day: { type: 'week-day', weekday: 0, week } } },
    priority: 6,
  };
}

export function timeAtom(time: TimeOfDay, meridiem: string | undefined, cue: string | undefined, priority: number): BuiltAtom {
  return { kind: 'time', time: { ...time, ...meridiemOf(meridiem) }, ...(cue === undefined ? {} : { lead: cue }), priority };
}

/**
 * The time of `ZONED_CLOCK_TIME`'s groups on `zone`'s wall clock. None without a zone, for an hour alone (no cue,
 * minutes or am/pm: "3 ET" is not a time, "at 3 ET" is) or for am/pm after an hour outside 1-12.
 */
export function zonedClockAtom(match: RegExpExecArray, zone: string | undefined, priority: number): BuiltAtom | undefined {
  const hour = Number(match[2]);
  const meridiem = match[4];
  if (match[1] === undefined && match[3] === undefined && meridiem === undefined) return undefined;
  if (meridiem !== undefined && (hour < 1 || hour > 12)) return undefined;
  if (zone === undefined) return undefined;
  return timeAtom({ hour, minute: Number(match[3] ?? 0), zone, ...(meridiem === undefined ? { fixed: true } : {}) }, meridiem, match[1], priority);
}

/** Every word of the span capitalised, in mid-sentence: a title ("One Hundred Years of Solitude"), not a value. */
export function isTitleCase(context: AtomContext, start: number, end: number): boolean {
  const written = context.original(start, end);
  const words = written.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  const before = context.original(0, start);
  // One capitalised word after a capitalised word in mid-sentence is a title too: "Il Sole 24 Ore".
  const previous = /(?:^|[^.!?:;]\s)\p{Lu}[\p{L}']*\s+$/u.test(before) && !/^\s*\p{Lu}[\p{L}']*\s+$/u.test(before) ? 1 : 0;
  if (words.length + previous < 2 || words.length === 0 || !words.every((word) => /^\p{Lu}/u.test(word))) return false;
  return !/^\s*$/u.test(before) && !/[.!?:;]\s*$/u.test(before);
}

const temporalCueBefore = new RegExp(`(?:^|[\\s,(])(?:${cueWords('atom-builders/di')}|,|-|${WEEKDAY_FULL})\\s*$`, 'u');
/** English month and weekday names (English capitalises them, so a capitalised one is a name only by its neighbours). */
const englishDateNames = new Set(dateWordsOfEveryLocale.filter((words) => words.language === 'en').flatMap((words) => [...Object.keys(words.months), ...Object.keys(words.weekdays)]));

/**
 * A capitalised weekday in the middle of a sentence after a word that is not a temporal cue ("il ristorante
 * Venerdì", "the song Friday I'm in Love", "Sunday Brunch Club") is a name, not a day.
 */
export function looksLikeProperName(context: AtomContext, start: number, end: number, normalized: string): boolean {
  const written = context.original(start, end);
  if (!/^\p{Lu}/u.test(written)) return false;
  const before = normalized.slice(0, start);
  const english = englishDateNames.has(normalized.slice(start, end));
  if (english) {
    // English capitalises weekdays: a name is a weekday followed by another capitalised word ("Sunday Brunch Club",
    // "Sunday Bloody Sunday") or preceded by one in mid-sentence.
    const after = context.originalText.slice(context.original(0, end).length);
    const nextWord = new RegExp(`^(?:${cueWords('atom-builders/s')})?\\s+(\\p{Lu}[\\p{L}']*)`, 'u').exec(after)?.[1];
    if (nextWord !== undefined && !new RegExp(`^(?:${cueWords('atom-builders/i')})$`, 'u').test(nextWord)) return true;
    // A weekday that opens a range to another is a day whatever precedes it ("in Manchester Tuesday through Thursday").
    if (new RegExp(`^\\s*(?:(?:${cueWords('atom-builders/through')})\\s+|[\u2013\u2014-]\\s*)(?:${WEEKDAY_FULL})(?![\\p{L}])`, 'u').test(normalized.slice(end))) return false;
    const previous = /(\p{Lu}[\p{L}']*)\s+$/u.exec(context.original(0, start))?.[1];
    return previous !== undefined && !new RegExp(`^(?:${cueWords('atom-builders/i-2')})$`, 'u').test(previous) && !/[.!?:;]\s*\p{Lu}[\p{L}']*\s+$/u.test(context.original(0, start)) && context.original(0, start).trim() !== previous;
  }
  if (/^\s*$/u.test(before) || /[.!?:;]\s*$/u.test(before)) return false;
  // Italian writes months and weekdays in lowercase: a capitalised one before another capitalised word in mid-sentence
  // is a name ("il Maggio Musicale Fiorentino", "la Domenica Sportiva").
  const following = context.originalText.slice(context.original(0, end).length);
  if (/^\s+\p{Lu}\p{Ll}/u.test(following)) return true;
  // A capitalised weekday opening a list of weekdays is the first of them ("ci vediamo Sabato, domenica e lunedì").
  if (new RegExp(`^\\s*,\\s*(?:${WEEKDAY_FULL})(?![\\p{L}])`, 'u').test(normalized.slice(end))) return false;
  if (temporalCueBefore.test(before)) return false;
  return true;
}


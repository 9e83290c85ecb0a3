import { holidayNames } from './holidays';
import { durationPattern, readDuration } from './read-duration';
import {
  alternation,
  monthAbbreviations,
  monthNames,
  partWords,
  unitWords,
  weekdayAbbreviations,
  weekdayNames,
} from './temporal-lexicon';
import type { DayNode, DurationParts, MonthReference, PartOfDay, TemporalNode, TimeOfDay, WeekdayModifier } from './temporal-node';

/**
 * A piece of a temporal expression found in normalised text: a day, a time of day, a part of the day, a whole
 * expression (`node`: periods, windows, offsets, durations, now), or a day shift ("the day after", "2 days before")
 * waiting for the day it shifts. `combineTemporalAtoms` joins neighbouring atoms into expressions.
 */
export interface TemporalAtom {
  start: number;
  end: number;
  kind: 'day' | 'time' | 'part' | 'node' | 'shift' | 'same-time';
  day?: DayNode;
  time?: TimeOfDay;
  part?: PartOfDay;
  /** A part of the day that stands alone ("stasera", "this morning"); others only qualify a day or a time. */
  standalone?: boolean;
  node?: TemporalNode;
  /** For shifts: days to add to the day that follows. */
  shift?: number;
  /** For "il lunedì dopo X" shifts: the weekday to find after (or before) the day that follows. */
  weekday?: number;
  /** The cue word the atom starts with, if any ("dalle", "alle", "from", "since"). */
  lead?: string;
  /** Higher wins when two atoms of the same length overlap. */
  priority: number;
  /** Characters of the match before the atom proper (a preposition kept out of the span and of the length). */
  skip?: number;
}

/** What the atom finder needs besides the normalised text. */
export interface AtomContext {
  /** The original text of a normalised span (for capitalisation). */
  original(start: number, end: number): string;
  /** The whole original text. */
  originalText: string;
  language?: 'it' | 'en';
}

const B = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}\\d])';
const DAY = '(?:3[01]|[12]\\d|0?[1-9])';
const YEAR = '(?:19|20)\\d\\d';
const ORDINAL_SUFFIX = "(?:st|nd|rd|th|°|º|o|a)?";
const MONTH_FULL = alternation(Object.keys(monthNames));
const MONTH_ABBR = alternation(Object.keys(monthAbbreviations));
const MONTH_ANY = `(?:${MONTH_FULL}|(?:${MONTH_ABBR})\\.?)`;
const WEEKDAY_FULL = alternation(Object.keys(weekdayNames));
const WEEKDAY_ABBR = alternation(Object.keys(weekdayAbbreviations));
const UNITS = alternation(Object.keys(unitWords));
const PARTS = alternation(Object.keys(partWords));
const DURATION = durationPattern;

const ordinalWords: Record<string, number> = {
  primo: 1, prima: 1, '1st': 1, '1°': 1, '1': 1, secondo: 2, seconda: 2, second: 2, '2nd': 2, '2°': 2, '2': 2, terzo: 3, terza: 3, '3rd': 3,
  '3°': 3, '3': 3, quarto: 4, quarta: 4, '4th': 4, '4°': 4, '4': 4, quinto: 5, quinta: 5, '5th': 5, ultimo: -1, ultima: -1, last: -1,
};
const ORDINAL = alternation(Object.keys(ordinalWords).filter((word) => !/^\d$/u.test(word)));

const shiftWordsNext = /^(?:prossim[oaie]|next|coming|upcoming|following|successiv[oaie]|che viene|che vengono|a venire)$/u;
const shiftWordsLast = /^(?:scors[oaie]|passat[oaie]|last|past|previous|precedent[ei]|ultim[oaie])$/u;

function monthOf(raw: string): number | undefined {
  const word = raw.replace(/\.$/u, '');
  return monthNames[word] ?? monthAbbreviations[word];
}

function yearOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const digits = raw.replace(/\D/gu, '');
  if (digits.length === 4) return Number(digits);
  // Two digits: this century up to '49, the last one after ("3Q98", "10/21/98").
  if (digits.length === 2) return Number(digits) < 50 ? 2000 + Number(digits) : 1900 + Number(digits);
  return undefined;
}

/** A month reference from text like "ottobre 2015", "del mese prossimo", "of next month", "the month". */
function monthReferenceOf(raw: string): MonthReference | undefined {
  const text = raw.trim().replace(/^(?:the|il|lo|la|l')\s*/u, '');
  const named = new RegExp(`^(${MONTH_FULL})(?:\\s+(?:del\\s+|of\\s+)?(${YEAR}))?$`, 'u').exec(text);
  if (named !== null) {
    const month = monthNames[named[1] ?? ''] ?? 1;
    const year = yearOf(named[2]);
    return year === undefined ? { month } : { month, year };
  }
  if (/^(?:this|questo|current|corrente)?\s*(?:mese|month)(?:\s+(?:corrente|in corso))?$/u.test(text)) return { monthShift: 0 };
  if (/^(?:next|prossimo|the next)\s+(?:mese|month)$|^(?:mese|month)\s+(?:prossimo|successivo|che viene|after)$/u.test(text)) return { monthShift: 1 };
  if (/^(?:last|scorso|previous|the previous|passato)\s+(?:mese|month)$|^(?:mese|month)\s+(?:scorso|passato|precedente|before)$/u.test(text)) return { monthShift: -1 };
  return undefined;
}

const MONTH_REFERENCE = `(?:(?:the\\s+)?(?:${MONTH_FULL})(?:\\s+(?:del\\s+|of\\s+)?${YEAR})?|(?:(?:this|questo|current|next|prossimo|last|scorso|previous|the next|the previous|the|il)\\s+)?(?:mese|month)(?:\\s+(?:prossimo|scorso|passato|corrente|in corso|successivo|precedente))?)`;

interface Rule {
  pattern: RegExp;
  build(match: RegExpExecArray, context: AtomContext): Omit<TemporalAtom, 'start' | 'end'> | undefined;
  /** Offset of the atom inside the match (to exclude lookbehind-like prefixes); defaults to the whole match. */
  trimStart?(match: RegExpExecArray): number;
}

const rules: Rule[] = [];
function rule(source: string, build: Rule['build'], trimStart?: Rule['trimStart']): void {
  rules.push({ pattern: new RegExp(source, 'gu'), build, ...(trimStart === undefined ? {} : { trimStart }) });
}

// ---------- Days ----------

// ISO and year-first dates: 2026-04-30, 2026/04/30.
rule(`${B}(${YEAR})([-/.])(\\d{1,2})\\2(\\d{1,2})${E}(?![.:]\\d)`, (match) => {
  const day: DayNode = { type: 'calendar-date', year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) };
  return validCalendar(day) ? { kind: 'day', day, priority: 5 } : undefined;
});

// ISO date-times: 2026-05-23T10:00, 2026-05-23T10:00:00Z is read on the zone's wall clock as written.
rule(`${B}(${YEAR})-(\\d{2})-(\\d{2})t(\\d{2}):(\\d{2})(?::(\\d{2}))?(?:\\.\\d+)?(?:z|[+-]\\d{2}:?\\d{2})?${E}`, (match) => {
  const day: DayNode = { type: 'calendar-date', year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  if (!validCalendar(day) || hour > 23 || minute > 59) return undefined;
  return { kind: 'node', node: { type: 'day', day, time: { hour, minute, ...(match[6] === undefined ? {} : { second: Number(match[6]) }), fixed: true } }, priority: 6 };
});

// Day-month-year with hyphens or slashes and a month name: 3-Mar-2026, 03/Mar/2026.
rule(`${B}(${DAY})(?:[-/](${MONTH_ANY})[-/](${YEAR}|\\d\\d)|\\s(${MONTH_ANY})\\s(${YEAR}))${E}`, (match) => {
  const month = monthOf(match[2] ?? match[4] ?? '');
  const year = yearOf(match[3] ?? match[5]);
  if (month === undefined || year === undefined) return undefined;
  const day: DayNode = { type: 'calendar-date', year, month, day: Number(match[1]) };
  return validCalendar(day) ? { kind: 'day', day, priority: 5 } : undefined;
});

// Numeric dates with a year: 15/09/2026, 3/15/2024, 15.03.2024, 27/3/26, 18-04-2022.
rule(`${B}(\\d{1,2})([/.-])(\\d{1,2})\\2(${YEAR}|\\d\\d)${E}(?![.,:/-]?\\d)`, (match, context) => {
  const first = Number(match[1]);
  const second = Number(match[3]);
  const year = yearOf(match[4]) ?? 0;
  const [month, day] = numericOrder(first, second, context);
  const node: DayNode = { type: 'calendar-date', year, month, day };
  return validCalendar(node) ? { kind: 'day', day: node, priority: 5 } : undefined;
});

// Numeric dates without a year, only after a date cue: "il 2/6", "for 12/31", "on 8/25".
rule(`(?<=(?:${B}(?:il|l'|dal|al|del|per il|entro il|fino al|on|for|by|to|from|until|till|the|since|before|after|dalla|alla|${WEEKDAY_FULL}|${WEEKDAY_ABBR}),?\\s+|^))(\\d{1,2})/(\\d{1,2})${E}(?![/.,]\\d)`, (match, context) => {
  const [month, day] = numericOrder(Number(match[1]), Number(match[2]), context);
  const node: DayNode = { type: 'calendar-date', month, day };
  return validCalendar(node) ? { kind: 'day', day: node, priority: 4 } : undefined;
});

// Day, month, optional year: "3 marzo 2026", "l'8 agosto", "1° luglio", "24th December 2025", "3rd of November", "2 Oct",
// "lo scorso 12 marzo".
rule(
  `${B}(?:(?:il|l'|lo)\\s*)?(?:(prossimo|scorso|this past|last|next)\\s+)?(?:(${DAY})${ORDINAL_SUFFIX}|(primo))(?:\\s+(?:di|of|de))?\\s+(?:the\\s+)?(${MONTH_ANY})(?![\\p{L}])(?:,?\\s*(?:(?:del|of|,)\\s+)?(${YEAR}|'\\d\\d)${E})?(?:\\s+(prossimo|scorso|next|last))?`,
  (match) => {
    const month = monthOf(match[4] ?? '');
    if (month === undefined) return undefined;
    const day = match[3] === undefined ? Number(match[2]) : 1;
    const year = yearOf(match[5]);
    // "lo scorso 12 marzo", "il prossimo 12 giugno", "12 marzo scorso".
    const written = match[6] ?? match[1];
    const modifier = written === undefined || year !== undefined ? undefined : /prossimo|next/u.test(written) ? 'next' : 'last';
    const node: DayNode = { type: 'calendar-date', month, day, ...(year === undefined ? {} : { year }), ...(modifier === undefined ? {} : { modifier }) };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 4 } : undefined;
  },
);

// Month, day, optional year: "March 3, 2026", "Dec 7", "June 12th", "maggio 3", "last March 12".
rule(`${B}(?:(last|next|this past|this coming)\\s+)?(${MONTH_ANY})\\s+(?:the\\s+)?(${DAY})(?:st|nd|rd|th)?(?![\\p{L}\\d]|[:.]\\d|\\s*(?:am|pm|a\\.m|p\\.m|%|:))(?:,?\\s*(${YEAR})${E})?`, (match) => {
  const month = monthOf(match[2] ?? '');
  if (month === undefined) return undefined;
  const year = yearOf(match[4]);
  const modifier = match[1] === undefined || year !== undefined ? undefined : /next|coming/u.test(match[1]) ? 'next' : 'last';
  const node: DayNode = { type: 'calendar-date', month, day: Number(match[3]), ...(year === undefined ? {} : { year }), ...(modifier === undefined ? {} : { modifier }) };
  return validCalendar(node) ? { kind: 'day', day: node, priority: 4 } : undefined;
});

// Day of the month: "il 28", "il giorno 5", "the 28th", "on the 3rd", "il 5 del mese prossimo", "the 1st of the month", "il primo del mese".
rule(
  `${B}(?:(?:il|l')\\s*(?:giorno\\s+)?(${DAY})|(?:(?:on\\s+)?the\\s+|on\\s+|by\\s+the\\s+)(${DAY})(st|nd|rd|th)|(?:il\\s+)?(primo))(?:\\s+(?:del|di|of)\\s+(?:the\\s+|questo\\s+|this\\s+)?(mese|month)(?:\\s+(prossimo|scorso|corrente))?|\\s+(?:of\\s+)?(next|last|this)\\s+month)?(?=\\s*(?:$|[,.;:!?)"]|è|e\\s|and\\s|alle\\s|at\\s|ore\\s|h\\s|-|al\\s|to\\s|[\\p{L}]))`,
  (match, context) => {
    const raw = match[1] ?? match[2] ?? (match[4] === undefined ? undefined : '1');
    if (raw === undefined) return undefined;
    const day = Number(raw);
    const monthWord = match[5];
    const modifier = match[6] ?? match[7];
    if (match[4] !== undefined && monthWord === undefined) return undefined;
    if (match[1] !== undefined && monthWord === undefined && modifier === undefined) {
      // "il 28" alone: only when nothing but punctuation, a time or a range word follows.
      const after = context.originalText.length > 0 ? match.input.slice(match.index + match[0].length) : '';
      if (!/^\s*(?:$|[,.;:!?)"]|è\b|e\s+(?:il|l')|alle\s|ore\s|al\s|-)/u.test(after)) return undefined;
    }
    const monthShift = modifier === undefined ? (monthWord === undefined ? undefined : 0) : /next|prossimo/u.test(modifier) ? 1 : /last|scorso/u.test(modifier) ? -1 : 0;
    return { kind: 'day', day: { type: 'day-of-month', day, ...(monthShift === undefined ? {} : { monthShift }) }, priority: 2 };
  },
);

// Ranges of day numbers in one month: "dal 13 al 15 luglio", "tra il 13 e il 15 luglio", "13-15 luglio", "July 13-15",
// "between July 13 and 15", "from June 15 to 30", "September 1st to 30th".
rule(
  `${B}(?:(dal|dalla|tra il|fra il|tra|fra|between|from|da)\\s+)?(?:(?:il|l'|the)\\s*)?(${DAY}|primo)(?:°|st|nd|rd|th)?\\s*(?:-|al|all'|a|e il|e l'|e|to|through|thru|till|until|and|and the|fino al)\\s*(?:(?:il|l'|the)\\s*)?(${DAY})(?:°|st|nd|rd|th)?(?:\\s+(?:di|of))?\\s+(${MONTH_ANY})(?![\\p{L}])(?:,?\\s*(${YEAR})${E})?`,
  (match) => {
    const month = monthOf(match[4] ?? '');
    if (month === undefined) return undefined;
    const year = yearOf(match[5]);
    const from: DayNode = { type: 'calendar-date', month, day: match[2] === 'primo' ? 1 : Number(match[2]), ...(year === undefined ? {} : { year }) };
    const to: DayNode = { type: 'calendar-date', month, day: Number(match[3]), ...(year === undefined ? {} : { year }) };
    if (!validCalendar(from) || !validCalendar(to) || from.day >= to.day) return undefined;
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 6 };
  },
);
rule(
  `${B}(?:(between|from|tra il|fra il|dal)\\s+)?(${MONTH_ANY})\\s+(${DAY})(?:st|nd|rd|th)?\\s*(?:-|to|through|thru|till|until|and|e|al|a)\\s*(?:the\\s+)?(${DAY})(?:st|nd|rd|th)?(?![\\p{L}\\d]|[:.]\\d)(?:,?\\s*(${YEAR})${E})?`,
  (match) => {
    const month = monthOf(match[2] ?? '');
    if (month === undefined) return undefined;
    const year = yearOf(match[5]);
    const from: DayNode = { type: 'calendar-date', month, day: Number(match[3]), ...(year === undefined ? {} : { year }) };
    const to: DayNode = { type: 'calendar-date', month, day: Number(match[4]), ...(year === undefined ? {} : { year }) };
    if (!validCalendar(from) || !validCalendar(to) || from.day >= to.day) return undefined;
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 6 };
  },
);

// Relative days.
const relativeDayWords: Array<[string, number, PartOfDay?]> = [
  ["the day after tomorrow|day after tomorrow|dopodomani|dopo domani|doman(?:i)? l'altro|domani dopo|overmorrow", 2],
  ["the day before yesterday|day before yesterday|l'altro ?ieri|altro ?ieri|avantieri|ieri l'altro|altroieri", -2],
  ["oggi stesso|quest'oggi|in data odierna|data odierna|in giornata|oggi|today|tdy", 0],
  ['domani|tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow', 1],
  ['ieri|yesterday|yday', -1],
  ['stamattina|stamani|stamane|sta mattina', 0, 'morning'],
  ['stasera|sta sera|tonight|tonite|2nite', 0, 'evening'],
  ['stanotte|sta notte', 0, 'night'],
  ['domattina', 1, 'morning'],
];
for (const [words, days, part] of relativeDayWords) {
  rule(`${B}(?:${words})${E}`, (match) => {
    if (part === 'night') return { kind: 'node', node: { type: 'part', part: 'night' }, priority: 3 };
    const day: DayNode = { type: 'relative-day', days };
    return part === undefined ? { kind: 'day', day, priority: 3 } : { kind: 'part', day, part, standalone: true, priority: 3 };
  });
}

// Weekdays with their modifiers: "lunedì", "next Tuesday", "venerdì scorso", "Friday next week", "mercoledì della prossima settimana".
rule(
  `${B}(?:(this coming|this past|this|next|last|coming|past|previous|questo|questa|quest'|il prossimo|la prossima|prossimo|prossima|lo scorso|la scorsa|scorso|scorsa|every|ogni|tutti i|tutte le|last week's|next week's|this week's)\\s*)?(${WEEKDAY_FULL})(?![\\p{L}\\d])(?:\\s+(prossim[oaie]|scors[oaie]|passat[oaie]|che viene|next week|last week|of next week|of last week|of this week|from next week|from last week|from this week|after next|dopo il prossimo|dopo la prossima|della (?:settimana prossima|prossima settimana|settimana dopo|settimana successiva)|della (?:settimana scorsa|scorsa settimana|settimana passata)|di questa settimana|della settimana)${E})?`,
  (match, context) => {
    const before = (match[1] ?? '').trim();
    const after = (match[3] ?? '').trim();
    if (/^(?:every|ogni|tutti i|tutte le)$/u.test(before)) return undefined;
    // "aperto la domenica", "il lunedì vado in palestra": a habit, not a day.
    const habitual = /(?:^|\s)(?:il|la)\s+$/u.test(match.input.slice(0, match.index)) && !/^\s*(?:\d|dopo|prima)/u.test(match.input.slice(match.index + match[0].length));
    if (before === '' && (match[3] ?? '') === '' && habitual) return undefined;
    const weekday = weekdayNames[match[2] ?? ''];
    if (weekday === undefined) return undefined;
    const nameStart = match.index + match[0].indexOf(match[2] ?? '', before.length);
    if (before === '' && looksLikeProperName(context, nameStart, nameStart + (match[2] ?? '').length, match.input)) return undefined;
    let modifier: WeekdayModifier = 'none';
    if (/^(?:this coming|coming)$/u.test(before)) modifier = 'coming';
    else if (/^(?:this|questo|questa|quest')$/u.test(before) || /questa settimana|this week|della settimana$/u.test(after)) modifier = 'this';
    else if (/^(?:this past|past|last|previous|lo scorso|la scorsa|scorso|scorsa)$/u.test(before) || /^(?:scors|passat)/u.test(after)) modifier = 'last';
    else if (/^(?:next|il prossimo|la prossima|prossimo|prossima)$/u.test(before) || /^prossim/u.test(after) || after === 'che viene') modifier = 'next';
    if (/next week|prossima settimana|settimana prossima|settimana dopo|settimana successiva/u.test(after) || before === "next week's") modifier = 'next-week';
    if (/last week|scorsa settimana|settimana scorsa|settimana passata/u.test(after) || before === "last week's") modifier = 'last-week';
    if (/this week/u.test(after) || before === "this week's") modifier = 'this';
    if (after === 'after next' || /^dopo (?:il|la) prossim/u.test(after)) return { kind: 'day', day: { type: 'week-day', weekday, week: 2 }, priority: 3 };
    return { kind: 'day', day: { type: 'weekday', weekday, modifier }, priority: 3 };
  },
);

// A weekday (or its abbreviation) with a day number and no month: "giovedì 21", "Thursday the 28th", "lun 25".
rule(
  `${B}(?:${WEEKDAY_FULL}|(?:${WEEKDAY_ABBR})\\.?),?\\s+(?:the\\s+)?(${DAY})(?:st|nd|rd|th|°)?(?![\\p{L}\\d]|[:./-]\\d)(?!\\s*(?:di\\s+|of\\s+)?(?:${MONTH_ANY})(?![\\p{L}]))(?!\\s*(?:${UNITS}|%|am|pm)(?![\\p{L}]))`,
  (match) => ({ kind: 'day', day: { type: 'day-of-month', day: Number(match[1]) }, priority: 4 }),
);

// A weekday abbreviation right before a date: "lun 25 maggio", "Mon May 25".
rule(`${B}(${WEEKDAY_ABBR})\\.?,?(?=\\s+(?:\\d|(?:${MONTH_ANY})(?![\\p{L}])))`, (match) => {
  const weekday = weekdayAbbreviations[match[1] ?? ''];
  return weekday === undefined ? undefined : { kind: 'day', day: { type: 'weekday', weekday, modifier: 'none' }, priority: 1 };
});

// Weekday abbreviations that are not ordinary words, or written with a dot: "thu", "tues", "mon.", "ven.".
rule(`${B}(?:(this|next|last|questo|prossimo|scorso)\\s+)?(tues|thur|thurs|thu|(?:${WEEKDAY_ABBR})\\.)(?![\\p{L}\\d])`, (match) => {
  const weekday = weekdayAbbreviations[(match[2] ?? '').replace(/\.$/u, '')];
  if (weekday === undefined) return undefined;
  const lead = match[1];
  const modifier: WeekdayModifier = lead === undefined ? 'none' : /this|questo/u.test(lead) ? 'this' : /next|prossimo/u.test(lead) ? 'next' : 'last';
  return { kind: 'day', day: { type: 'weekday', weekday, modifier }, priority: 1 };
});

// Nth weekday of a month: "il primo martedì di ottobre", "the last Friday of the month", "the second Monday in June".
rule(
  `${B}(?:(?:il|l'|la|the|on the)\\s*)?(${ORDINAL})\\s+(${WEEKDAY_FULL})\\s+(?:di|del|dello|della|dell'|of|in)\\s*(${MONTH_REFERENCE})${E}`,
  (match) => {
    const ordinal = ordinalWords[match[1] ?? ''];
    const weekday = weekdayNames[match[2] ?? ''];
    const month = monthReferenceOf(match[3] ?? '');
    if (ordinal === undefined || weekday === undefined || month === undefined) return undefined;
    return { kind: 'day', day: { type: 'nth-weekday', ordinal, weekday, month }, priority: 5 };
  },
);

// Weekends of a month: "il primo weekend di giugno", "the last weekend of the month".
rule(
  `${B}(?:(?:il|l'|la|the|on the|nel|during the)\\s*)?(${ORDINAL})\\s+(?:weekend|week-end|fine settimana)\\s+(?:di|del|dello|della|dell'|of|in)\\s*(${MONTH_REFERENCE})${E}`,
  (match) => {
    const ordinal = ordinalWords[match[1] ?? ''];
    const month = monthReferenceOf(match[2] ?? '');
    if (ordinal === undefined || month === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'weekend', shift: 0, containing: { type: 'nth-weekday', ordinal, weekday: 6, month } }, priority: 5 };
  },
);

// Weeks of a month: "the first week of September", "l'ultima settimana di ottobre", "la seconda settimana del mese".
rule(
  `${B}(?:(?:il|l'|la|the|in the|nella|during the)\\s*)?(${ORDINAL})\\s+(?:settimana|week)\\s+(?:di|del|dello|della|dell'|of|in)\\s*(${MONTH_REFERENCE})${E}`,
  (match) => {
    const ordinal = ordinalWords[match[1] ?? ''];
    const month = monthReferenceOf(match[2] ?? '');
    if (ordinal === undefined || month === undefined) return undefined;
    const containing: DayNode = ordinal < 0 ? { type: 'month-edge', edge: 'last', month } : { type: 'shifted-day', base: { type: 'month-edge', edge: 'first', month }, days: 7 * (ordinal - 1) };
    return { kind: 'node', node: { type: 'period', unit: 'week', shift: 0, containing }, priority: 5 };
  },
);

// Ranges of years: "from 2010 to 2015", "dal 2019 al 2021", "2010-2015".
rule(`${B}(?:(from|dal|tra il|fra il|between)\\s+)?(${YEAR})\\s*(?:-|to|until|till|through|al|a|and|e il|e)\\s*(${YEAR})${E}(?![.,/:-]?\\d)`, (match) => {
  const from = Number(match[2]);
  const to = Number(match[3]);
  if (to <= from || (match[1] === undefined && !/-/u.test(match[0]))) return undefined;
  return {
    kind: 'node',
    node: { type: 'range', from: { type: 'period', unit: 'year', shift: 0, year: { year: from } }, to: { type: 'period', unit: 'year', shift: 0, year: { year: to } } },
    priority: 5,
  };
});

// First/last day of a month: "l'ultimo giorno di ottobre 2015", "the first day of next month", "l'ultimo giorno del mese".
rule(
  `${B}(?:(?:il|l'|the|on the)\\s*)?(${ORDINAL}|\\d{1,2}(?:st|nd|rd|th|°))\\s+(?:giorno|day)\\s+(?:di|del|dello|della|dell'|of|in)\\s*(${MONTH_REFERENCE})${E}`,
  (match) => {
    const month = monthReferenceOf(match[2] ?? '');
    const ordinal = ordinalWords[match[1] ?? ''] ?? Number((match[1] ?? '').replace(/\D/gu, ''));
    if (month === undefined || !Number.isFinite(ordinal) || ordinal === 0) return undefined;
    if (ordinal === 1 || ordinal < 0) return { kind: 'day', day: { type: 'month-edge', edge: ordinal === 1 ? 'first' : 'last', month }, priority: 5 };
    return { kind: 'day', day: { type: 'shifted-day', base: { type: 'month-edge', edge: 'first', month }, days: ordinal - 1 }, priority: 5 };
  },
);

// End of the working day: "by EOD", "entro fine giornata".
rule(`${B}(?:eod|cob|end of (?:the )?(?:business |working )?day|fine giornata|fine della giornata|fine serata)${E}`, () => ({ kind: 'day', day: { type: 'relative-day', days: 0 }, priority: 3 }));

// Beginning, middle and end of a month or year: "fine mese", "the end of the year", "inizio giugno", "mid-March".
rule(
  `${B}(?:(?:l'|la|il|the|a|at the)\\s*)?(inizio|fine|meta|beginning|start|end|middle|mid)(?:\\s+|-)(?:(?:del|dell'|della|di|of)\\s*)?(?:the\\s+)?(?:(questo|this|current|prossimo|next|scorso|last|previous)\\s+)?(mese|month|anno|year|${MONTH_FULL})(?:\\s+(${YEAR}|prossimo|scorso|corrente|in corso))?${E}`,
  (match) => {
    const edge = /inizio|beginning|start/u.test(match[1] ?? '') ? 'first' : /fine|end/u.test(match[1] ?? '') ? 'last' : 'middle';
    const modifier = match[2] ?? match[4] ?? '';
    const shift = /prossimo|next/u.test(modifier) ? 1 : /scorso|last|previous/u.test(modifier) ? -1 : 0;
    const unit = match[3] ?? '';
    if (unit === 'anno' || unit === 'year') {
      if (edge === 'middle') return undefined;
      return { kind: 'day', day: { type: 'year-edge', edge, year: { yearShift: shift } }, priority: 4 };
    }
    if (unit === 'mese' || unit === 'month') return { kind: 'day', day: { type: 'month-edge', edge, month: { monthShift: shift } }, priority: 4 };
    const month = monthNames[unit];
    if (month === undefined) return undefined;
    const year = yearOf(match[4]);
    return { kind: 'day', day: { type: 'month-edge', edge, month: year === undefined ? { month } : { month, year } }, priority: 4 };
  },
);

// Holidays, with an optional year: "Natale 2025", "Pasqua", "Thanksgiving last year", "Ferragosto dell'anno scorso".
const holidayIds = new Map(holidayNames());
rule(
  `${B}(?:(?:il giorno di|la festa di|la festa del|la festa della|il|la|lo|the|on|a|ad|per)\\s+)?(${alternation(holidayIds.keys())})${E}(?:\\s+(?:(?:del|of|,)\\s+)?(${YEAR})${E}|\\s+(dell'anno scorso|dell'anno passato|dello scorso anno|last year|of last year|dell'anno prossimo|del prossimo anno|next year|of next year|di quest'anno|this year|prossim[oa]|scors[oa]))?`,
  (match) => {
    const holiday = holidayIds.get(match[1] ?? '');
    if (holiday === undefined) return undefined;
    const year = yearOf(match[2]);
    const modifier = match[3] ?? '';
    const relative = /^(?:prossim|scors)/u.test(modifier);
    const yearShift = modifier === '' || relative ? undefined : /scors|passat|last/u.test(modifier) ? -1 : /prossim|next/u.test(modifier) ? 1 : 0;
    const holidayModifier = relative ? (/^prossim/u.test(modifier) ? 'next' : 'last') : undefined;
    const day: DayNode = {
      type: 'holiday',
      holiday,
      ...(year === undefined ? {} : { year }),
      ...(yearShift === undefined ? {} : { yearShift }),
      ...(holidayModifier === undefined ? {} : { modifier: holidayModifier }),
    };
    return { kind: 'day', day, priority: 5, skip: match[0].indexOf(match[1] ?? '') };
  },
);

// Day shifts waiting for a day: "il giorno dopo", "the day before", "2 giorni prima di", "a week from", "una settimana dopo".
rule(
  `${B}(?:(?:il|the|a|un)\\s+)?(giorno|day)\\s+(dopo|successivo a|seguente a|prima di|prima del|prima della|prima dell'|prima|precedente a|after|before)(?=\\s|'|$|[,.;:!?])`,
  (match) => ({ kind: 'shift', shift: /dopo|successivo|seguente|after/u.test(match[2] ?? '') ? 1 : -1, priority: 2 }),
);
rule(`${B}(${DURATION})\\s+(dopo|prima di|prima del|prima della|prima dell'|after|before|from)(?=\\s|')`, (match) => {
  const duration = readDuration(match[1] ?? '');
  if (duration === undefined || !onlyDays(duration)) return undefined;
  const days = (duration.day ?? 0) + 7 * (duration.week ?? 0);
  return { kind: 'shift', shift: /dopo|after|from/u.test(match[2] ?? '') ? days : -days, priority: 2 };
});
// Not before a clock time or a meal: "mercoledì dopo le 17", "Friday after lunch" is a day and a time, not a shift.
rule(`${B}(?:(?:il|lo|la|the)\\s+)?(${WEEKDAY_FULL})\\s+(dopo|successivo a|seguente a|after|following|prima di|prima del|prima della|prima dell'|precedente a|before)(?=\\s|')(?!\\s*(?:(?:le|l'|the|ore|le ore)\\s*)?\\d|\\s*(?:(?:il|lo|la|the)\\s+)?(?:mezzogiorno|mezzanotte|noon|midnight|${PARTS})(?![\\p{L}]))`, (match) => {
  const weekday = weekdayNames[match[1] ?? ''];
  if (weekday === undefined) return undefined;
  return { kind: 'shift', shift: /dopo|successivo|seguente|after|following/u.test(match[2] ?? '') ? 1 : -1, weekday, priority: 3 };
});
rule(`${B}(?:alla stessa ora|at the same time|same time)${E}`, () => ({ kind: 'same-time', priority: 1 }));

// ---------- Times of day ----------

/** Words that may follow "le 9" and still leave it a time ("le 9 ieri", "le 8 venerdi"). */
const countedTimeWords = /^(?:oggi|ieri|stanotte|notte|sere|esatte|precise|circa|lunedi|martedi|mercoledi|giovedi|venerdi|domenica|sabato|mattine)$/u;
/** A street name after a number: "1600 Pennsylvania Avenue", "5th Avenue", "42nd Street". */
const STREET_AFTER = "\\s+(?:[\\p{L}.']+\\s+){0,3}(?:avenue|ave|street|st|road|rd|boulevard|blvd|lane|ln|drive|dr|parkway|place|square|plaza)(?![\\p{L}])";
const TIME_CUE = "alle ore|alle|all'|le ore|le|ore|h|at|@|verso le|verso|intorno alle|circa alle|around|about|by|dalle ore|dalle|delle|per le|from|until|till|to|tra le|fra le|between|e le|and";
const MERIDIEM = '(?:a\\.m\\.|p\\.m\\.|am|pm|a\\.m|p\\.m|a m|p m)';

// hh:mm (any cue), hh.mm (with a cue or am/pm), 18h30, "ore 17,30" (after an Italian clock cue).
rule(
  `${B}(?:(${TIME_CUE})\\s+)?(\\d{1,2})(:|\\.|h|,)(\\d\\d)(?::(\\d\\d))?(?![\\d.,:]\\d|\\s*%)(?:\\s*(${MERIDIEM}))?(?![\\p{L}\\d])`,
  (match) => {
    const cue = match[1];
    const separator = match[3];
    const meridiem = match[6];
    if ((separator === '.' || separator === 'h') && cue === undefined && meridiem === undefined) return undefined;
    if (separator === ',' && !/^(?:alle ore|alle|le ore|ore|dalle ore|dalle|per le)$/u.test(cue ?? '')) return undefined;
    const hour = Number(match[2]);
    const minute = Number(match[4]);
    if (hour > 24 || minute > 59) return undefined;
    const fixed = meridiem === undefined && (hour === 0 || hour > 12 || (match[2] ?? '').startsWith('0'));
    return timeAtom({ hour: hour === 24 ? 0 : hour, minute, ...(match[5] === undefined ? {} : { second: Number(match[5]) }), ...(fixed ? { fixed } : {}) }, meridiem, cue, 6);
  },
);

// h am/pm: "3pm", "at 9 a.m.", "7 am".
rule(`${B}(?:(${TIME_CUE})\\s+)?(\\d{1,2})\\s*(${MERIDIEM})(?![\\p{L}\\d])`, (match) => {
  const hour = Number(match[2]);
  if (hour < 1 || hour > 12) return undefined;
  return timeAtom({ hour, minute: 0 }, match[3], match[1], 5);
});

// A cue and a bare hour, with Italian minutes: "alle 18", "alle 9 e mezza", "alle cinque meno un quarto", "at 7", "ore 15 e 20".
rule(
  `${B}(${TIME_CUE})\\s+(\\d{1,2}|l'una|una)(?:\\s+e\\s+(mezza|mezzo|un quarto|tre quarti|(\\d{1,2})(?:\\s+minuti)?)|\\s+meno\\s+(un quarto|(\\d{1,2})(?:\\s+minuti)?))?(?:\\s+(in punto|o'clock|precise|esatte))?(?![\\p{L}\\d]|[:.,/]\\d|\\s*(?:%|${UNITS}|euro|eur|dollar|dollari|dollars|gradi|degrees|km|miles?|mb|gb|kb|tb|stars?|stelle|persone|people|volte|times|anni|years|per cento|percent|pagine|pages|file|files|foto|photos|items|pezzi|x|\\*)(?![\\p{L}]))`,
  (match) => {
    const cue = match[1] ?? '';
    const raw = match[2] ?? '';
    let hour = /una/u.test(raw) ? 13 : Number(raw);
    if (hour > 24) return undefined;
    let minute = 0;
    const plus = match[3];
    const minus = match[5];
    if (plus !== undefined) minute = /mezz/u.test(plus) ? 30 : plus === 'un quarto' ? 15 : plus === 'tre quarti' ? 45 : Number(match[4]);
    if (minus !== undefined) {
      minute = 60 - (minus === 'un quarto' ? 15 : Number(match[6]));
      hour = (hour + 23) % 24;
    }
    if (minute > 59) return undefined;
    // English "at 7" with nothing saying it is a time, after "to"/"and"/"by"/"from" (range and deadline words), needs
    // a neighbour that makes it one; the combiner decides. A bare number after "at" is read as an hour.
    // "le quattro stagioni", "le 3 camere": the article "le" and a number before a plural noun count things.
    const following = /^\s+(\p{L}{3,}[ie])(?![\p{L}])/u.exec(match.input.slice(match.index + match[0].length))?.[1];
    if (cue === 'le' && plus === undefined && minus === undefined && following !== undefined && !countedTimeWords.test(following)) return undefined;
    const weak = /^(?:to|and|by|from|e le|between|about)$/u.test(cue) && plus === undefined && minus === undefined && match[7] === undefined;
    if (weak && !/^(?:e le)$/u.test(cue)) return undefined;
    return timeAtom({ hour: hour === 24 ? 0 : hour, minute }, undefined, cue, 4);
  },
);

// "all'una" (one o'clock, read as 13:00 unless a part of the day says otherwise).
rule(`${B}(?:all'|alle |l')una(?:\\s+e\\s+(mezza|un quarto|(\\d{1,2})))?${E}`, (match) => {
  const minute = match[1] === undefined ? 0 : /mezza/u.test(match[1]) ? 30 : match[1] === 'un quarto' ? 15 : Number(match[2]);
  return timeAtom({ hour: 1, minute, meridiem: 'pm' }, undefined, 'alle', 4);
});

// English clock phrases: "half past nine", "quarter to five", "ten past six", "20 minutes to 8".
rule(`${B}(?:(?:at|around|by|from|until|till)\\s+)?(?:a\\s+)?(half|quarter|\\d{1,2})(?:\\s+minutes?)?\\s+(past|after|to|before|till)\\s+(\\d{1,2}|noon|midnight)(?![\\d])\\s*(${MERIDIEM})?(?![\\p{L}])`, (match) => {
  const hour = match[3] === 'noon' ? 12 : match[3] === 'midnight' ? 24 : Number(match[3]);
  if (hour < 1 || hour > 12 && match[4] === undefined && hour > 23) return undefined;
  const amount = match[1] === 'half' ? 30 : match[1] === 'quarter' ? 15 : Number(match[1]);
  if (amount >= 60) return undefined;
  const before = match[2] === 'to' || match[2] === 'before' || match[2] === 'till';
  const namedHour = match[3] === 'noon' || match[3] === 'midnight';
  if (before && match[1] !== 'quarter' && !/minute/u.test(match[0]) && match[1] !== 'half' && !namedHour) return undefined;
  const time = before ? { hour: (hour + 23) % 24, minute: 60 - amount } : { hour, minute: amount };
  return timeAtom(time, match[4], undefined, 5);
});

// "7 o'clock", "10 in punto".
rule(`${B}(\\d{1,2})(?:ish)?\\s*(?:o'clock|o'clock|oclock|o clock|in punto)?(?:\\s*(${MERIDIEM}|in the am|in the pm))?${E}(?<=(?:o'clock|oclock|o clock|in punto|am|pm|a\\.m|p\\.m|\\.)|(?:ish\\s*(?:${MERIDIEM})))`, (match) => {
  const hour = Number(match[1]);
  const meridiem = match[2] === undefined ? undefined : /am|a\.m/u.test(match[2]) ? 'am' : 'pm';
  return hour > 24 ? undefined : timeAtom({ hour, minute: 0 }, meridiem, undefined, 4);
});

// A bare hour right before a part of the day that says which: "8 tonight", "7 this evening", "6 stamattina".
rule(`${B}(\\d{1,2})(?:[:.](\\d\\d))?(?=\\s+(?:tonight|this evening|this morning|this afternoon|stasera|stamattina|stanotte|in the (?:morning|afternoon|evening)|at night|di (?:sera|mattina|notte|pomeriggio)|del (?:mattino|pomeriggio)|della (?:sera|mattina))(?![\\p{L}]))`, (match) => {
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  return hour > 12 || minute > 59 ? undefined : timeAtom({ hour, minute }, undefined, undefined, 3);
});

// Noon and midnight.
rule(`${B}(?:(at|a|alle|by|entro|around|verso)\\s+)?(mezzogiorno|mezzodi|noon|midday|12 noon|mezzanotte|midnight)(?:\\s+(e|meno)\\s+(mezza|mezzo|un quarto|(\\d{1,2})))?${E}`, (match, context) => {
  // "Mezzogiorno di fuoco", "il Mezzogiorno" (the South of Italy): capitalised in mid-sentence with no cue, a name.
  const nameStart = match.index + match[0].indexOf(match[2] ?? '');
  if (match[1] === undefined && looksLikeProperName(context, nameStart, nameStart + (match[2] ?? '').length, match.input)) return undefined;
  const [, , word = '', sign, minutes, digits] = match;
  const amount = minutes === undefined ? 0 : minutes === 'mezza' || minutes === 'mezzo' ? 30 : minutes === 'un quarto' ? 15 : Number(digits);
  if (amount > 59) return undefined;
  const hour = /notte|night/u.test(word) ? 0 : 12;
  const time = sign === 'meno' && amount > 0 ? { hour: (hour + 23) % 24, minute: 60 - amount, fixed: true } : { hour, minute: amount, fixed: true };
  return timeAtom(time, undefined, undefined, 4);
});

// Hour and minutes as two numbers before am/pm, as ATIS transcribes speech: "seven fifteen am" (normalised "7 15 am").
rule(`${B}(?:(${TIME_CUE})\\s+)?(\\d{1,2})\\s+([0-5]\\d)\\s*(${MERIDIEM})(?![\\p{L}\\d])`, (match) => {
  const hour = Number(match[2]);
  return hour < 1 || hour > 12 ? undefined : timeAtom({ hour, minute: Number(match[3]) }, match[4], match[1], 5);
});

// Military time: "1500 hours", "at 0830 hours".
rule(`${B}(?:(at|around|by|before|after|until|from)\\s+)?([01]\\d|2[0-3])([0-5]\\d)\\s+hours${E}`, (match) => timeAtom({ hour: Number(match[2]), minute: Number(match[3]), fixed: true }, undefined, match[1], 5));

// Four-digit clock after a cue: "at 1030", "around 730 pm" (not a phone number "at 555-0123", not a house number "at
// 1600 Pennsylvania Avenue").
rule(`${B}(at|around|by|@)\\s+(\\d{1,2})([0-5]\\d)(?:\\s*(${MERIDIEM}))?(?![\\p{L}\\d]|[-/.,]\\d|\\s*(?:%|${UNITS}|euro|dollars?|people)(?![\\p{L}]))(?!${STREET_AFTER})`, (match) => {
  const hour = Number(match[2]);
  return hour > 23 ? undefined : timeAtom({ hour, minute: Number(match[3]) }, match[4], match[1], 4);
});

// Spoken hours and minutes: "at six thirty" (normalised "at 6 30"), "alle 7 45".
rule(`${B}(at|alle|around|by|verso le)\\s+(\\d{1,2})\\s+([0-5]\\d)(?![\\p{L}\\d]|\\s*(?:%|${UNITS}|euro|dollars?|people|persone)(?![\\p{L}]))(?:\\s*(${MERIDIEM}))?`, (match) => {
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (hour > 23 || minute < 10) return undefined;
  return timeAtom({ hour, minute }, match[4], match[1], 5);
});

// Time ranges with bare hours made explicit by the range words: "between 6 and 8 pm", "from 9 to 11", "9-11am".
rule(
  `${B}(between|from|dalle|tra le|fra le)\\s+(\\d{1,2})(?:[:.](\\d\\d))?\\s*(${MERIDIEM})?\\s*(?:and|to|till|until|-|alle|e le|a)\\s*(\\d{1,2})(?:[:.](\\d\\d))?\\s*(${MERIDIEM})?(?![\\p{L}\\d]|[.:]\\d)(?!\\s*(?:${UNITS}|${MONTH_ANY}|%|euro|dollars?|mb|gb|stars?|stelle)(?![\\p{L}]))`,
  (match) => {
    const fromHour = Number(match[2]);
    const toHour = Number(match[5]);
    if (fromHour > 24 || toHour > 24) return undefined;
    let fromMeridiem = match[4];
    const toMeridiem = match[7];
    if (fromMeridiem === undefined && toMeridiem !== undefined && fromHour <= toHour) fromMeridiem = toMeridiem;
    const from: TimeOfDay = { hour: fromHour, minute: Number(match[3] ?? 0), ...meridiemOf(fromMeridiem) };
    const to: TimeOfDay = { hour: toHour, minute: Number(match[6] ?? 0), ...meridiemOf(toMeridiem) };
    if (from.meridiem === undefined && to.meridiem === undefined && toHour < fromHour && toHour <= 12) to.meridiem = 'pm';
    return { kind: 'node', node: { type: 'range', from: { type: 'time', time: from }, to: { type: 'time', time: to } }, lead: match[1], priority: 6 };
  },
);
rule(`${B}(\\d{1,2})(?:[:.](\\d\\d))?\\s*-\\s*(\\d{1,2})(?:[:.](\\d\\d))?\\s*(${MERIDIEM})(?![\\p{L}\\d])`, (match) => {
  const meridiem = meridiemOf(match[5]);
  return {
    kind: 'node',
    node: { type: 'range', from: { type: 'time', time: { hour: Number(match[1]), minute: Number(match[2] ?? 0), ...meridiem } }, to: { type: 'time', time: { hour: Number(match[3]), minute: Number(match[4] ?? 0), ...meridiem } } },
    priority: 6,
  };
});

// Now.
rule(`${B}(?:right now|just now|proprio ora|proprio adesso|in questo momento|in this moment|at the moment|al momento|adesso|subito|immediately|asap)${E}`, () => ({ kind: 'node', node: { type: 'now' }, priority: 3 }));
rule(`${B}(now|ora)${E}`, (match) => {
  const before = match.input.slice(0, match.index);
  const after = match.input.slice(match.index + match[0].length);
  if (match[1] === 'ora') {
    if (/(?:l'|un'|un|una|mezz'|quest'|ogni|all'|dell'|nell'|sull'|per|che|di|a|un'altra|prima|mezza|1|\d)\s*$/u.test(before)) return undefined;
    if (/^\s*(?:legale|solare|locale|esatta|di|del|della|in cui|e\s|ed\s|che|\p{L})/u.test(after) && !/^\s*(?:che\s)/u.test(after)) {
      if (!/^\s*$|^\s*[,.;:!?]/u.test(after)) return undefined;
    }
  } else {
    if (/(?:from|until|till|by|as of|up to|and|for)\s*$/u.test(before)) return undefined;
    if (!/^\s*$|^\s*[,.;:!?)]|^\s*(?:please|thanks|pls|for me)/u.test(after) && !/^\s*$/u.test(before)) return undefined;
  }
  return { kind: 'node', node: { type: 'now' }, priority: 2 };
});

// ---------- Parts of the day ----------

rule(
  `${B}(?:(this|questa|questo|sta|tonight|last|di|del|della|in the|in|nel|nella|la|il|a|at|al|per|verso|dopo|after|before|durante|during|the)\\s+)?(${PARTS})${E}`,
  (match) => {
    const part = partWords[match[2] ?? ''];
    if (part === undefined) return undefined;
    const lead = match[1];
    if (lead === 'this' || lead === 'questa' || lead === 'questo' || lead === 'sta') {
      return { kind: 'part', day: { type: 'relative-day', days: 0 }, part, standalone: true, priority: 3 };
    }
    if (lead === 'last' && (part === 'night' || part === 'evening')) return { kind: 'part', day: { type: 'relative-day', days: -1 }, part, standalone: true, priority: 3 };
    if (lead === 'last') return undefined;
    const standalone = lead !== undefined && /^(?:in the|in|nel|nella|during|durante)$/u.test(lead) && !/^(?:pranzo|cena|lunch|dinner|lunchtime|dinnertime)$/u.test(match[2] ?? '');
    return { kind: 'part', part, standalone, ...(lead === undefined ? {} : { lead }), priority: 2 };
  },
);

// ---------- Periods ----------

// Weekends.
rule(
  `${B}(?:(this coming|this past|this|questo|il prossimo|prossimo|next|lo scorso|scorso|last|the last|past|the past|lo|il|nel|on the|the|al|per il|during the|over the|in the|a|for the)\\s+)?(fine settimana|fine-settimana|finesettimana|weekend|week-end)(?:\\s+(prossimo|scorso|passato|che viene|after next))?${E}`,
  (match) => {
    const words = `${match[1] ?? ''} ${match[3] ?? ''}`;
    const shift = /after next/u.test(words) ? 2 : /prossimo|next|che viene/u.test(words) ? 1 : /scorso|passato|last|past|this past/u.test(words) ? -1 : 0;
    return { kind: 'node', node: { type: 'period', unit: 'weekend', shift }, priority: 4 };
  },
);

// This/next/last week, month, year, quarter in every word order, and rolling windows with a count.
const LEAD_IT = "negli|negl'|nei|nelle|nell'|nel|nella|degli|dei|delle|dell'|del|della|gli|i|le|l'|la|il|lo|per gli|per i|per le|per la|per il|durante gli|durante i|durante le|durante la|durante il|in|di|su|sugli|sui|sulle|nel corso degli|nel corso dei|nel corso delle|nel corso della|nel corso del";
const LEAD_EN = 'in|during|over|for|within|of|on|at|throughout|in the course of';
const PERIOD_UNIT = `${UNITS}|trimestre|trimestri|quarter|quarters|semestre|semestri`;
rule(
  `${B}(?:(${LEAD_IT}|${LEAD_EN})\\s*)?(?:the\\s+)?(ultim[ieoa]|prossim[ieoa]|scors[ieoa]|passat[ieoa]|successiv[ieoa]|last|past|previous|next|coming|upcoming|following)\\s+(?:(${DURATION})|(${PERIOD_UNIT}))${E}`,
  (match) => periodOrRolling(match[1], match[2] ?? '', match[3], match[4], 'before'),
);
rule(
  `${B}(?:(${LEAD_IT})\\s*)?(${DURATION}|${PERIOD_UNIT})\\s+(passat[ieoa]|scors[ieoa]|prossim[ieoa]|successiv[ieoa]|precedent[ei]|a venire|che vengono|che viene|che verr[aà])${E}`,
  (match) => {
    const body = match[2] ?? '';
    const isUnit = new RegExp(`^(?:${PERIOD_UNIT})$`, 'u').test(body);
    return periodOrRolling(match[1], match[3] ?? '', isUnit ? undefined : body, isUnit ? body : undefined, 'after');
  },
);
rule(
  `${B}(?:(${LEAD_IT}|${LEAD_EN})\\s*)?(?:the\\s+)?(\\d+|un paio di|a couple of)\\s+(ultim[ieoa]|prossim[ieoa]|passat[ieoa]|scors[ieoa]|last|past|next)\\s+(${UNITS})${E}`,
  (match) => periodOrRolling(match[1], match[3] ?? '', `${match[2] ?? ''} ${match[4] ?? ''}`, undefined, 'before'),
);
rule(
  `${B}(?:(this|current|the current|questa|questo|quest'|in)\\s*)(settimana|mese|anno|trimestre|semestre|week|month|year|quarter)${E}|${B}(?:la|il|lo|l')?\\s*(settimana|mese|anno|trimestre|semestre)\\s+(?:corrente|in corso|attuale)${E}`,
  (match) => {
    const lead = match[1];
    const unit = periodUnitOf(match[2] ?? match[3] ?? '');
    if (unit === undefined) return undefined;
    if (lead === 'in' && unit !== 'week') return undefined;
    return { kind: 'node', node: { type: 'period', unit, shift: 0 }, priority: 4 };
  },
);
rule(`${B}(?:the\\s+)?(week|month|year)\\s+(after next|before last|after this one|after this|before this one)${E}`, (match) => {
  const unit = periodUnitOf(match[1] ?? '');
  if (unit === undefined) return undefined;
  const words = match[2] ?? '';
  const shift = /after next/u.test(words) ? 2 : /before last/u.test(words) ? -2 : /after/u.test(words) ? 1 : -1;
  return { kind: 'node', node: { type: 'period', unit, shift }, priority: 4 };
});
rule(`${B}(?:la|il|l')\\s*(settimana|mese|anno)\\s+(dopo la prossima|dopo il prossimo|prima della scorsa|prima dello scorso|dopo quella prossima)${E}`, (match) => {
  const unit = periodUnitOf(match[1] ?? '');
  if (unit === undefined) return undefined;
  return { kind: 'node', node: { type: 'period', unit, shift: /dopo/u.test(match[2] ?? '') ? 2 : -2 }, priority: 5 };
});
// "la settimana del 1 giugno", "the week of June 1": the week containing a day.
rule(`${B}(?:la|the)\\s+(?:settimana|week)\\s+(?:del|dell'|di|of)(?=\\s*\\d|\\s*(?:${WEEKDAY_FULL}|${MONTH_FULL}|${MONTH_ABBR})(?![\\p{L}]))`, () => ({ kind: 'node', node: { type: 'period', unit: 'week', shift: 0, containing: { type: 'relative-day', days: 0 } }, lead: 'week-of', priority: 1 }));

// Quarters and halves: "Q3", "Q1 2026", "3Q98" (financial news), "il quarto trimestre 2025", "the third quarter of 2025", "first half of 2026".
rule(`${B}q([1-4])(?:\\s*(?:del\\s+|of\\s+)?(${YEAR}|'\\d\\d))?${E}|${B}(${YEAR}|\\d\\d)\\s*-?\\s*q([1-4])${E}|${B}([1-4])q\\s?(${YEAR}|'?\\d\\d)${E}`, (match) => {
  const ordinal = Number(match[1] ?? match[4] ?? match[5]);
  const year = yearOf(match[2] ?? match[3] ?? match[6]);
  return { kind: 'node', node: { type: 'period', unit: 'quarter', shift: 0, ordinal, ...(year === undefined ? {} : { year: { year } }) }, priority: 5 };
});
rule(
  `${B}(?:(?:il|l'|the|nel|in the|in|during the|del|of the)\\s+)?(primo|secondo|terzo|quarto|ultimo|1st|2nd|3rd|4th|second|last|1°|2°|3°|4°)\\s+(trimestre|quarter|qtr|semestre|half)(?:\\s+(?:(?:del|dell'anno|of|of the year|,)\\s*)?(${YEAR})${E}|\\s+(dell'anno scorso|dell'anno prossimo|last year|next year|di quest'anno|this year))?${E}`,
  (match) => {
    const unit = /trimestre|quarter|qtr/u.test(match[2] ?? '') ? 'quarter' : 'half';
    let ordinal = ordinalWords[match[1] ?? ''] ?? 1;
    if (ordinal < 0) ordinal = unit === 'quarter' ? 4 : 2;
    if (unit === 'half' && ordinal > 2) return undefined;
    const year = yearOf(match[3]);
    const modifier = match[4] ?? '';
    const yearShift = /scorso|last/u.test(modifier) ? -1 : /prossimo|next/u.test(modifier) ? 1 : modifier === '' ? undefined : 0;
    const yearReference = year !== undefined ? { year } : yearShift !== undefined ? { yearShift } : undefined;
    return { kind: 'node', node: { type: 'period', unit, shift: 0, ordinal, ...(yearReference === undefined ? {} : { year: yearReference }) }, priority: 5 };
  },
);

// Months: "marzo", "a settembre", "gennaio 2013", "October 2014", "giugno prossimo", "May of last year", "the month of July".
rule(
  `${B}(?:(di|a|ad|in|nel mese di|il mese di|the month of|month of|mese di|during|entro|by|since|until|till|for|of|from|per|durante|dal|da|fino a|this past|this|next|last|coming|prossimo|scorso|lo scorso|il prossimo|questo|early|late)\\s+)?(${MONTH_FULL})(?![\\p{L}\\d])(?:\\s*(?:(?:del|dell'anno|of|,)\\s*)?(${YEAR})${E})?(?:\\s+(prossimo|scorso|passato|che viene|next year|last year|this year|dell'anno prossimo|dell'anno scorso|dell'anno passato|di quest'anno|del prossimo anno|dello scorso anno|of next year|of last year|of this year|di questo anno))?`,
  (match, context) => {
    const lead = match[1];
    const word = match[2] ?? '';
    const month = monthNames[word];
    if (month === undefined) return undefined;
    const year = yearOf(match[3]);
    const after = match[4] ?? '';
    const nameStart = match.index + match[0].indexOf(word, (lead ?? '').length);
    const strongLead = lead !== undefined && /^(?:this past|this|next|last|coming|prossimo|scorso|lo scorso|il prossimo|questo|since|until|till|entro|dal|da|fino a|during|durante|nel mese di|il mese di|the month of|month of|mese di|early|late)$/u.test(lead);
    if (!strongLead && year === undefined && after === '' && looksLikeProperName(context, nameStart, nameStart + word.length, match.input)) return undefined;
    if ((word === 'may' || word === 'march') && lead === undefined && year === undefined && after === '' && !/^[A-Z]/u.test(context.original(nameStart, nameStart + word.length))) return undefined;
    if ((word === 'may' || word === 'march') && lead === undefined && year === undefined && after === '' && /^\s*(?:i|we|you|he|she|it|they|the|a|an|be|have|not|to|of|on|forward|ahead|in)\b/u.test(match.input.slice(match.index + match[0].length))) return undefined;
    let reference: MonthReference = { month };
    if (year !== undefined) reference = { month, year };
    else if (/next year|anno prossimo|prossimo anno/u.test(after)) reference = { month, yearShift: 1 };
    else if (/last year|anno scorso|anno passato|scorso anno/u.test(after)) reference = { month, yearShift: -1 };
    else if (/this year|quest'anno|questo anno/u.test(after)) reference = { month, yearShift: 0 };
    else if (/prossimo|che viene/u.test(after) || /^(?:next|coming|prossimo|il prossimo)$/u.test(lead ?? '')) reference = { month, modifier: 'next' };
    else if (/scorso|passato/u.test(after) || /^(?:last|this past|scorso|lo scorso)$/u.test(lead ?? '')) reference = { month, modifier: 'last' };
    else if (lead === 'this' || lead === 'questo') reference = { month, yearShift: 0 };
    const node: TemporalNode = { type: 'period', unit: 'month', shift: 0, month: reference };
    if (lead === 'early' || lead === 'late') {
      const first: DayNode = { type: 'month-edge', edge: 'first', month: reference };
      const from: DayNode = lead === 'early' ? first : { type: 'shifted-day', base: first, days: 20 };
      const to: DayNode = lead === 'early' ? { type: 'shifted-day', base: first, days: 9 } : { type: 'month-edge', edge: 'last', month: reference };
      return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 3 };
    }
    const keepsLead = lead !== undefined && /^(?:this past|this|next|last|coming|prossimo|scorso|lo scorso|il prossimo|questo)$/u.test(lead);
    return { kind: 'node', node, priority: 3, ...(keepsLead ? {} : { skip: nameStart - match.index }) };
  },
);

// An abbreviated month with a year: "Feb 2024", "dic. 2025".
rule(`${B}(${MONTH_ABBR})\\.?\\s+(${YEAR})${E}`, (match) => {
  const month = monthAbbreviations[match[1] ?? ''];
  return month === undefined ? undefined : { kind: 'node', node: { type: 'period', unit: 'month', shift: 0, month: { month, year: Number(match[2]) } }, priority: 3 };
});

// Seasons: "quest'estate", "l'estate scorsa", "in primavera", "next summer", "winter 2025", "this fall".
rule(
  `${B}(?:(this|current|next|last|the|questa|quest'|questo|la prossima|il prossimo|prossima|prossimo|la scorsa|lo scorso|scorsa|scorso|in|d'|di|nella|nel|per la|per il|during the|during|l'|la|il|in the|over the|by)\\s*)?(primavera|estate|autunno|inverno|spring|summer|autumn|fall|winter)(?:\\s+(prossim[ao]|scors[ao]|passat[ao]|(${YEAR})))?${E}`,
  (match) => {
    const lead = match[1] ?? '';
    const word = match[2] ?? '';
    if (word === 'fall' && !/^(?:this|next|last|the|in the|during the|over the|by)$/u.test(lead) && match[4] === undefined) return undefined;
    if (lead === '' && match[3] === undefined && (/^(?:estate|autunno)$/u.test(word) || match.input.trim() !== word)) return undefined;
    const season = /primavera|spring/u.test(word) ? 'spring' : /estate|summer/u.test(word) ? 'summer' : /autunno|autumn|fall/u.test(word) ? 'autumn' : 'winter';
    const modifier = `${lead} ${match[3] ?? ''}`;
    const shift = /next|prossim/u.test(modifier) ? 1 : /last|scors|passat/u.test(modifier) ? -1 : 0;
    const year = yearOf(match[4]);
    return { kind: 'node', node: { type: 'period', unit: 'season', shift, season, ...(year === undefined ? {} : { year: { year } }) }, priority: 3 };
  },
);

// Years after a cue: "nel 2015", "in 2030", "del 2023", "for 2023", "the year 2024"; a year alone as the whole text.
rule(
  `${B}(nel|del|dal|al|nell'anno|anno|in|of|from|since|during the|durante il|during|for|year|the year|entro il|fino al|until|till|by|before|after|prima del|dopo il|dell'anno|l'anno)\\s+(${YEAR})${E}(?![.,/:-]?\\d)(?!\\s*(?:euro|eur|dollars?|dollari|persone|people|pagine|pages|righe|rows|lines|km|miles|mb|gb|files?|foto|photos|passi|steps|%))`,
  (match) => {
    const lead = match[1] ?? '';
    const node: TemporalNode = { type: 'period', unit: 'year', shift: 0, year: { year: Number(match[2]) } };
    if (/^(?:dal|from|since)$/u.test(lead) && lead !== 'from') return { kind: 'node', node: { type: 'since', from: node, looksBack: lead === 'since' }, priority: 2 };
    if (/^(?:until|till|fino al|entro il|by)$/u.test(lead)) return { kind: 'node', node: { type: 'until', to: node, exclusive: false }, priority: 2 };
    if (/^(?:before|prima del)$/u.test(lead)) return { kind: 'node', node: { type: 'until', to: node, exclusive: true }, priority: 2 };
    if (/^(?:after|dopo il)$/u.test(lead)) return { kind: 'node', node: { type: 'since', from: { type: 'period', unit: 'year', shift: 0, year: { year: Number(match[2]) + 1 } }, looksBack: false }, priority: 2 };
    return { kind: 'node', node, priority: 2, skip: match[0].lastIndexOf(match[2] ?? '') };
  },
);
// A part of a year: "mid-2015", "early 2020", "in late 2019", "a metà 2017" (graded, and resolved, as the year).
rule(`${B}(?:early|late|mid|middle of|the middle of|the end of|the beginning of|the start of|(?:a\\s+|verso\\s+|alla\\s+)?meta(?:\\s+del(?:l')?)?)(?:\\s*-\\s*|\\s+)(${YEAR})${E}(?![.,/:-]?\\d)`, (match) => ({
  kind: 'node',
  node: { type: 'period', unit: 'year', shift: 0, year: { year: Number(match[1]) } },
  priority: 3,
}));

// A year written with an apostrophe after a preposition: "in '98", "nel '15", "since '09" (before 1950 read as 20xx);
// after a capitalised word in mid-sentence it ends a title ("Summer of '69").
rule(`${B}(?:in|nel|del|dal|al|fino al|since|of|from|until|by|to)\\s+'(\\d\\d)(?![\\p{L}\\d']|\\s*[-/]\\s*\\d)`, (match, context) => {
  // After a capitalised word in mid-sentence it ends a title: "Summer of '69".
  if (/[^.!?:;\s]\s+\p{Lu}[\p{L}']*\s+$/u.test(context.original(0, match.index) + ' ')) return undefined;
  const short = Number(match[1]);
  return { kind: 'node', node: { type: 'period', unit: 'year', shift: 0, year: { year: short < 50 ? 2000 + short : 1900 + short } }, priority: 3, skip: match[0].indexOf("'") };
});

// Lengths in multi-year units: "for a decade", "two decades", "per un decennio", "un biennio" (not "a decade ago").
const multiYearUnits: Record<string, number> = { decade: 10, decades: 10, decennio: 10, decenni: 10, biennio: 2, bienni: 2, triennio: 3, trienni: 3, quinquennio: 5, quinquenni: 5, ventennio: 20, ventenni: 20 };
rule(`${B}(a|an|one|un|\\d{1,2})\\s+(${alternation(Object.keys(multiYearUnits))})${E}(?!\\s+(?:ago|fa|later|dopo|prima|before|after|earlier)(?![\\p{L}]))`, (match) => {
  const count = /^\d/u.test(match[1] ?? '') ? Number(match[1]) : 1;
  const years = (multiYearUnits[match[2] ?? ''] ?? 0) * count;
  return years === 0 ? undefined : { kind: 'node', node: { type: 'duration', duration: { year: years } }, priority: 1 };
});

// Lengths written as Italian adjectives after what lasts: "un mutuo ventennale", "il mandato quinquennale", "un
// abbonamento annuale" (alone, "la Biennale" or "il decennale della strage" is a name or an anniversary, not a length).
const lengthAdjectives: Record<string, DurationParts> = {
  mensile: { month: 1 }, trimestrale: { month: 3 }, semestrale: { month: 6 }, annuale: { year: 1 }, biennale: { year: 2 }, triennale: { year: 3 },
  quadriennale: { year: 4 }, quinquennale: { year: 5 }, sessennale: { year: 6 }, settennale: { year: 7 }, decennale: { year: 10 },
  quindicennale: { year: 15 }, ventennale: { year: 20 }, venticinquennale: { year: 25 }, trentennale: { year: 30 },
};
rule(
  `${B}(?:mutuo|mutui|prestito|finanziamento|contratto|contratti|mandato|incarico|piano|programma|accordo|concessione|abbonamento|garanzia|affitto|locazione|leasing|patto|permesso|licenza|noleggio)\\s+(${alternation(Object.keys(lengthAdjectives))})${E}`,
  (match) => {
    const duration = lengthAdjectives[match[1] ?? ''];
    return duration === undefined ? undefined : { kind: 'node', node: { type: 'duration', duration }, priority: 1, skip: match[0].lastIndexOf(match[1] ?? '') };
  },
);

// Decades: "the 1990s", "in the '90s" (a two-digit decade needs a preposition: "the 80s rock playlist" is a genre), "gli anni '90", "negli anni Novanta" (normalised "anni 90"), as a range of years.
rule(`${B}(?:(?:in|during|since|from|by|through|until|of|throughout)\\s+the\\s+'?(\\d0)'?s|(?:the\\s+)?(19|20)(\\d0)'?s|(?:gli|negli|degli|agli|dagli|sugli|fine|inizio|meta|primi|nei primi|alla fine degli|all'inizio degli)\\s+anni\\s+'?((?:19|20)?\\d0))${E}`, (match) => {
  const digits = match[1] ?? (match[2] === undefined ? undefined : `${match[2]}${match[3]}`) ?? match[4] ?? '';
  const short = Number(digits);
  const first = digits.length === 4 ? short : short >= 20 ? 1900 + short : 2000 + short;
  const year = (value: number): TemporalNode => ({ type: 'period', unit: 'year', shift: 0, year: { year: value } });
  return { kind: 'node', node: { type: 'range', from: year(first), to: year(first + 9) }, priority: 4 };
});

// The rolling decade: "over the past decade", "the next decade", "nell'ultimo decennio", "nel prossimo decennio".
rule(`${B}(?:the\\s+)?(past|last|previous|next|coming|ultimo|prossimo)\\s+(?:decade|decennio)${E}`, (match) => ({
  kind: 'node',
  node: { type: 'rolling', sign: /past|last|previous|ultimo/u.test(match[1] ?? '') ? -1 : 1, duration: { year: 10 } },
  priority: 4,
}));

rule(`^\\s*(${YEAR})\\s*[.?!]?\\s*$`, (match) => ({ kind: 'node', node: { type: 'period', unit: 'year', shift: 0, year: { year: Number(match[1]) } }, priority: 2 }));

// Year-to-date and month-to-date.
rule(`${B}(?:year to date|ytd|year-to-date|da inizio anno|dall'inizio dell'anno|da inizio d'anno)${E}`, () => ({
  kind: 'node',
  node: { type: 'since', from: { type: 'day', day: { type: 'year-edge', edge: 'first', year: { yearShift: 0 } } }, looksBack: true },
  priority: 5,
}));
rule(`${B}(?:month to date|mtd|month-to-date|da inizio mese|dall'inizio del mese)${E}`, () => ({
  kind: 'node',
  node: { type: 'since', from: { type: 'day', day: { type: 'month-edge', edge: 'first', month: { monthShift: 0 } } }, looksBack: true },
  priority: 5,
}));

// ---------- Offsets and durations ----------

// "tra 3 giorni", "fra un'ora e mezza", "in 10 minutes", "entro 5 giorni", "dopo 2 ore", "within 30 minutes".
rule(`${B}(tra|fra|in|entro|within|dopo|after|nel giro di|in the next|in the coming)\\s+(?:(?:i|gli|le|the)\\s+)?(${DURATION})(?:\\s+(?:da (?:oggi|adesso|ora)|from now|from today|later|di tempo))?${E}`, (match) => {
  const duration = readDuration(match[2] ?? '');
  if (duration === undefined) return undefined;
  const lead = match[1] ?? '';
  const target = offsetNode(duration, 1);
  if (lead === 'entro' || lead === 'within' || lead === 'in the next' || lead === 'in the coming') {
    return { kind: 'node', node: { type: 'until', to: target, exclusive: false }, priority: 4 };
  }
  return { kind: 'node', node: target, priority: 4 };
});
// "10 days from now", "3 settimane da oggi", "2 hours later".
rule(`${B}(${DURATION})\\s+(?:from now|from today|from tomorrow|da oggi|da adesso|da ora|a partire da oggi|hence|later|after today|dopo oggi)${E}`, (match) => {
  const duration = readDuration(match[1] ?? '');
  if (duration === undefined) return undefined;
  if (/tomorrow/u.test(match[0])) return { kind: 'day', day: { type: 'shifted-day', base: { type: 'relative-day', days: 1 }, days: (duration.day ?? 0) + 7 * (duration.week ?? 0) }, priority: 4 };
  return { kind: 'node', node: offsetNode(duration, 1), priority: 4 };
});
// "2 ore fa", "3 days ago", "exactly two years ago", "due anni fa esatti".
rule(`${B}(?:(?:exactly|esattamente|just|only|solo|circa|about|around|almost|quasi)\\s+)?(${DURATION})\\s+(?:fa|ago|or so ago|orsono|addietro|back)(?:\\s+(?:esatti|esatte|precisi|precise|circa))?${E}`, (match) => {
  const duration = readDuration(match[1] ?? '');
  if (duration === undefined) return undefined;
  return { kind: 'node', node: offsetNode(duration, -1), priority: 4 };
});
// Durations: "10 minuti", "per 3 giorni", "a 25-minute pomodoro", "an hour and a half".
rule(`${B}(?:(per|for|di|da|of|lasting|dura|durata|lunga|long|circa|about|around|almeno|at least|ogni|every|around)\\s+)?(${DURATION})${E}`, (match, context) => {
  const duration = readDuration(match[2] ?? '');
  if (duration === undefined) return undefined;
  if (/(?:volte|volta|times|twice|once|thrice)\s*$/u.test(match.input.slice(0, match.index)) && /^(?:a|an|una|al|alla|per)\b/u.test(match[2] ?? '')) return undefined;
  if (isTitleCase(context, match.index, match.index + match[0].length)) return undefined;
  return { kind: 'node', node: { type: 'duration', duration }, priority: 1 };
});
// Nights of a stay, as days, after "per"/"for"/"di" or a verb of staying ("stay four nights"): "una camera per tre notti", "for three nights" ("le mille e una
// notte" stays a title, "milleuno notti" a number).
rule(`${B}(per|for|di|of|stay|staying|stare|restare|rimanere|fermarci|fermarmi|pernottare|soggiornare)\\s+(\\d{1,3}|a|one|una)\\s+(notti|notte|nights|night)${E}`, (match) => {
  const count = /^\d/u.test(match[2] ?? '') ? Number(match[2]) : 1;
  if (count < 1 || (count === 1) !== /^(?:notte|night)$/u.test(match[3] ?? '')) return undefined;
  return { kind: 'node', node: { type: 'duration', duration: { day: count } }, priority: 1, skip: match[0].indexOf(match[2] ?? '') };
});

// ---------- helpers ----------

function offsetNode(duration: DurationParts, sign: 1 | -1): TemporalNode {
  const units = Object.entries(duration).filter(([, amount]) => (amount ?? 0) > 0);
  const dayOnly = units.length === 1 && ['day', 'week', 'month', 'year'].includes(units[0]?.[0] ?? '');
  if (dayOnly) {
    const [unit, amount] = units[0] as [string, number];
    if (Number.isInteger(amount)) return { type: 'day', day: { type: 'offset-day', amount: sign * amount, unit: unit as 'day' | 'week' | 'month' | 'year' } };
  }
  return { type: 'moment-offset', sign, duration };
}

function onlyDays(duration: DurationParts): boolean {
  return Object.entries(duration).every(([unit, amount]) => (amount ?? 0) === 0 || unit === 'day' || unit === 'week');
}

function periodUnitOf(word: string): 'week' | 'month' | 'year' | 'quarter' | 'half' | undefined {
  if (/^(?:settiman[ae]|weeks?)$/u.test(word)) return 'week';
  if (/^(?:mes[ei]|months?)$/u.test(word)) return 'month';
  if (/^(?:ann[oi]|years?)$/u.test(word)) return 'year';
  if (/^(?:trimestr[ei]|quarters?)$/u.test(word)) return 'quarter';
  if (/^(?:semestr[ei]|half)$/u.test(word)) return 'half';
  return undefined;
}

/**
 * "last 7 days", "la settimana scorsa", "i prossimi 3 giorni", "next month", "l'ultima settimana": with a count, a
 * rolling window; without one, "last/previous week|month|year" and "settimana scorsa/prossima" are calendar periods
 * while "past week", "ultima settimana", "in the last week" are rolling windows of one unit.
 */
function periodOrRolling(lead: string | undefined, word: string, countedDuration: string | undefined, bareUnit: string | undefined, position: 'before' | 'after'): Omit<TemporalAtom, 'start' | 'end'> | undefined {
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
  if (/^(?:giorni|settimane|mesi|anni|ore|minuti|secondi|days|weeks|months|years|hours|minutes|seconds|trimestri|quarters)$/u.test(unitWord)) return undefined;
  const period = periodUnitOf(unitWord);
  const unit = unitWords[unitWord];
  const rollingLead = lead !== undefined && /^(?:in|during|over|for|within|nell'|nella|nel|negli|nei|nelle|entro la|entro il|durante la|durante il|nel corso della|nel corso del)$/u.test(lead);
  const calendarWord = position === 'after' || /^(?:last|previous|scors[oa]|passat[oa]|next|coming|upcoming|following|prossim[oa]|successiv[oa])$/u.test(word);
  if (period !== undefined && calendarWord && !(rollingLead && past && (word === 'last' || word === 'past'))) {
    if (word === 'past' || /^ultim/u.test(word)) {
      if (period === 'quarter' || period === 'half') return { kind: 'node', node: { type: 'period', unit: period, shift: -1 }, priority: 5 };
    } else return { kind: 'node', node: { type: 'period', unit: period, shift: sign }, priority: 5 };
  }
  if (unit === undefined) {
    if (period === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit: period, shift: sign }, priority: 5 };
  }
  if (unit === 'day' && countedDuration === undefined && (lead === undefined || /^(?:the|il|lo|la|l')$/u.test(lead))) {
    return { kind: 'day', day: { type: 'relative-day', days: sign }, priority: 5 };
  }
  return { kind: 'node', node: { type: 'rolling', sign, duration: { [unit]: 1 } }, priority: 5 };
}

function numericOrder(first: number, second: number, context: AtomContext): [month: number, day: number] {
  if (first > 12) return [second, first];
  if (second > 12) return [first, second];
  return context.language === 'en' ? [first, second] : [second, first];
}

function validCalendar(day: DayNode): boolean {
  if (day.type !== 'calendar-date') return true;
  if (day.month < 1 || day.month > 12 || day.day < 1) return false;
  const year = day.year ?? 2000;
  return day.day <= new Date(Date.UTC(year, day.month, 0)).getUTCDate();
}

function meridiemOf(raw: string | undefined): { meridiem?: 'am' | 'pm' } {
  if (raw === undefined) return {};
  return { meridiem: raw.startsWith('a') ? 'am' : 'pm' };
}

function timeAtom(time: TimeOfDay, meridiem: string | undefined, cue: string | undefined, priority: number): Omit<TemporalAtom, 'start' | 'end'> {
  return { kind: 'time', time: { ...time, ...meridiemOf(meridiem) }, ...(cue === undefined ? {} : { lead: cue }), priority };
}

/** Every word of the span capitalised, in mid-sentence: a title ("One Hundred Years of Solitude"), not a value. */
function isTitleCase(context: AtomContext, start: number, end: number): boolean {
  const written = context.original(start, end);
  const words = written.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  const before = context.original(0, start);
  // One capitalised word after a capitalised word in mid-sentence is a title too: "Il Sole 24 Ore".
  const previous = /(?:^|[^.!?:;]\s)\p{Lu}[\p{L}']*\s+$/u.test(before) && !/^\s*\p{Lu}[\p{L}']*\s+$/u.test(before) ? 1 : 0;
  if (words.length + previous < 2 || words.length === 0 || !words.every((word) => /^\p{Lu}/u.test(word))) return false;
  return !/^\s*$/u.test(before) && !/[.!?:;]\s*$/u.test(before);
}

const temporalCueBefore = /(?:^|[\s,(])(?:di|del|della|dello|il|lo|la|per|entro|a|ad|da|dal|dalla|fino|questo|questa|prossimo|prossima|scorso|scorsa|on|by|for|this|next|last|every|until|till|from|since|before|after|of|the|e|and|o|or|through|thru|to|al|alla|tra|fra|between|ogni|tutti|tutte|i|le|gli|oggi|domani|ieri|today|tomorrow|yesterday|,|-|sabato|domenica|lunedi|martedi|mercoledi|giovedi|venerdi|saturday|sunday|monday|tuesday|wednesday|thursday|friday|that|quel|from)\s*$/u;

/**
 * A capitalised weekday in the middle of a sentence after a word that is not a temporal cue ("il ristorante
 * Venerdì", "the song Friday I'm in Love", "Sunday Brunch Club") is a name, not a day.
 */
function looksLikeProperName(context: AtomContext, start: number, end: number, normalized: string): boolean {
  const written = context.original(start, end);
  if (!/^\p{Lu}/u.test(written)) return false;
  const before = normalized.slice(0, start);
  const english = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/u.test(normalized.slice(start, end));
  if (english) {
    // English capitalises weekdays: a name is a weekday followed by another capitalised word ("Sunday Brunch Club",
    // "Sunday Bloody Sunday") or preceded by one in mid-sentence.
    const after = context.originalText.slice(context.original(0, end).length);
    const nextWord = /^(?:'s)?\s+(\p{Lu}[\p{L}']*)/u.exec(after)?.[1];
    if (nextWord !== undefined && !/^(?:I|I'm|I'll|I've|I'd|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/u.test(nextWord)) return true;
    const previous = /(\p{Lu}[\p{L}']*)\s+$/u.exec(context.original(0, start))?.[1];
    return previous !== undefined && !/^(?:I|On|By|From|Until|Till|Since|Every|Next|Last|This|And|Or|To|Through|The|Before|After)$/u.test(previous) && !/[.!?:;]\s*\p{Lu}[\p{L}']*\s+$/u.test(context.original(0, start)) && context.original(0, start).trim() !== previous;
  }
  if (/^\s*$/u.test(before) || /[.!?:;]\s*$/u.test(before)) return false;
  // Italian writes months and weekdays in lowercase: a capitalised one before another capitalised word in mid-sentence
  // is a name ("il Maggio Musicale Fiorentino", "la Domenica Sportiva").
  const following = context.originalText.slice(context.original(0, end).length);
  if (/^\s+\p{Lu}\p{Ll}/u.test(following)) return true;
  if (temporalCueBefore.test(before)) return false;
  return true;
}

const mediaCueBefore = /(?:^|[\s,(])(?:play|playing|riproduci|ascolta|listen to|watch|guarda|the (?:songs?|movies?|films?|albums?|shows?|series|books?|tracks?)|(?:il|un|i|dei) (?:film|libr[oi]|bran[oi]|dischi|disco)|(?:la|una|le) (?:canzon[ei]|serie)|l'album|gli album)\s+$/u;

/**
 * Runs every atom rule over normalised text and keeps the best non-overlapping atoms: longer first, then higher
 * priority. Atoms inside double quotes are dropped (titles, quoted messages).
 */
export function findTemporalAtoms(normalized: string, context: AtomContext): TemporalAtom[] {
  const candidates: TemporalAtom[] = [];
  for (const { pattern, build } of rules) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(normalized); match !== null; match = pattern.exec(normalized)) {
      if (match[0].length === 0) {
        pattern.lastIndex += 1;
        continue;
      }
      const built = build(match, context);
      if (built !== undefined) {
        const leading = match[0].length - match[0].trimStart().length;
        const start = match.index + Math.max(leading, built.skip ?? 0);
        candidates.push({ ...built, start, end: match.index + match[0].trimEnd().length });
      }
    }
  }
  const quoted: Array<[number, number]> = [...normalized.matchAll(/"[^"]*"/gu)].map((match) => [match.index, match.index + match[0].length]);
  // A capitalised name right after a media cue is a title: "play Friday I'm in Love", "watch the movie Independence Day".
  const afterMediaCue = (start: number): boolean => mediaCueBefore.test(normalized.slice(0, start)) && /^\p{Lu}/u.test(context.original(start, start + 1));
  const kept: TemporalAtom[] = [];
  candidates.sort((left, right) => right.end - right.start - (left.end - left.start) || right.priority - left.priority || left.start - right.start);
  for (const candidate of candidates) {
    // Every test only rejects: the cheap ones first, the name checks (which re-read the text before) last.
    if (quoted.some(([from, to]) => candidate.start >= from && candidate.end <= to)) continue;
    if (kept.some((other) => candidate.start < other.end && candidate.end > other.start)) continue;
    if (afterMediaCue(candidate.start)) continue;
    if (isPartOfName(candidate, normalized, context)) continue;
    kept.push(candidate);
  }
  return kept.sort((left, right) => left.start - right.start);
}

const sentenceStart = /(?:^|[.!?:;]|["«“(\n])\s*$/u;
const relativeDayWord = /^(?:today|tonight|tomorrow|yesterday|oggi|domani|ieri|stasera|stanotte|stamattina|dopodomani)$/u;
/** Nouns an ordinal or a number before them counts: "5th Avenue", "the 3rd floor", "20th anniversary". */
const countedNounAfter = new RegExp(`^(?:${STREET_AFTER}|\\s+(?:floor|piano|century|secolo|anniversary|anniversario|edition|edizione|grade|amendment|emendamento|precinct|district|ward|row|fila|place|posto)(?![\\p{L}]))`, 'u');
/** A street name before a day: "Via XX Settembre", "Corso XXII Marzo", "Piazza IV Novembre". */
const streetBefore = /(?:^|[^\p{L}])(?:via|viale|piazza|piazzale|corso|largo|vicolo|borgo|lungomare|lungotevere|strada|galleria|ponte)\s+(?:[ivxl]+|\d{1,2})\s+$/u;
/** A street word right before a capitalised date or a Roman numeral: "Piazza Venti Settembre", "Via XX Settembre". */
const streetName = /(?:^|[^\p{L}])(?:via|viale|piazza|piazzale|corso|largo|vicolo|borgo|lungomare|lungotevere|strada|galleria|ponte)\s+$/u;
/** Things named after a holiday, not the day: "the Christmas tree", "Easter eggs", "l'albero di Natale", "le uova di Pasqua". */
const holidayObjectAfter = /^\s+(?:trees?|lights|decorations?|cards?|carols?|songs?|music|movies?|films?|sweaters?|jumpers?|stockings?|ornaments?|wreaths?|eggs?|bunny|costumes?|candy|pumpkins?|crackers?|pudding|spirit|story|stories|album|special|agreement|accords?|truce|offensive|rising|uprising|massacre|bombing)(?![\p{L}])/u;
const holidayObjectBefore = /(?:^|[^\p{L}])(?:alber[oi]|addobbi|luci|lucine|canzon[ei]|canti|film|uova|uovo|colomba|colombe|presepe|presepi|regali|biglietti|decorazioni|costum[ei]|zucc[ah]e|spirito|atmosfera|canto|favola|racconto|accord[oi]|tregua|offensiva|strage|massacro|rivolta|insurrezione)\s+(?:di|del|della|per)\s+$/u;
/** A length followed by what makes it a frequency: "7 giorni su 7", "24 hours a day", "3 ore al giorno". */
const frequencyAfter = /^\s+(?:su\s+\d+|a\s+(?:day|week|month|year)|al\s+(?:giorno|mese|anno)|alla\s+settimana|all'anno|per\s+(?:settimana|week)|every\s+(?:day|week))(?![\p{L}])/u;

/**
 * Dates, times and lengths inside names and counts: a capitalised "Today"/"Oggi" in mid-sentence ("USA Today", the
 * weekly "Oggi", "The Day After Tomorrow", "the Tonight Show"), a holiday followed by a capitalised name ("Natale
 * Rossi", "Easter Island") or preceded by a capitalised word and "di"/"of" ("Vacanze di Natale"), an ordinal before
 * what it counts ("5th Avenue"), a street named after a date ("Via XX Settembre 12"), a frequency ("7 giorni su 7"),
 * a capitalised season in mid-sentence ("la Primavera di Botticelli"), an English "May" alone with no date cue
 * ("Theresa May said", "May I have the check"), a capitalised unit ("60 Minutes"), what is named after a holiday ("the
 * Christmas tree", "le uova di Pasqua"), a percentage ("at 5.25%").
 */
function isPartOfName(atom: TemporalAtom, normalized: string, context: AtomContext): boolean {
  const written = context.original(atom.start, atom.end);
  const before = context.original(0, atom.start);
  const after = normalized.slice(atom.end);
  const writtenAfter = context.originalText.slice(before.length + written.length);
  const midSentence = !sentenceStart.test(before);
  const allCaps = !/\p{Ll}/u.test(context.originalText);
  const titled = /^\p{Lu}\p{Ll}/u.test(written) && !allCaps;
  if ((atom.kind === 'day' || atom.kind === 'part') && atom.day?.type === 'relative-day' && titled && midSentence) {
    const words = normalized.slice(atom.start, atom.end).split(/\s+/u);
    if (words.some((word) => relativeDayWord.test(word)) || /^\p{Lu}/u.test(writtenAfter.trimStart()) && /^\s/u.test(writtenAfter)) return true;
  }
  if (atom.kind === 'day' && atom.day?.type === 'holiday' && !allCaps) {
    const nextWord = /^\s+(\p{Lu}[\p{L}']*)/u.exec(writtenAfter)?.[1];
    if (nextWord !== undefined && !/^(?:I(?:'\p{L}+)?|Eve|Day|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|January|February|March|April|May|June|July|August|September|October|November|December)$/u.test(nextWord)) return true;
    if (/[^.!?:;\s]\s+\p{Lu}[\p{L}']*\s+(?:di|of)\s+$/u.test(before) && midSentence) return true;
  }
  // Italian and English write seasons in lowercase: a capitalised one in mid-sentence is a name ("la Primavera di
  // Botticelli", "the Summer Olympics", "la Primavera araba").
  for (const season of normalized.slice(atom.start, atom.end).matchAll(/(?<![\p{L}])(?:primavera|estate|autunno|inverno|spring|summer|autumn|winter)(?![\p{L}])/gu)) {
    const at = atom.start + season.index;
    if (atom.day?.type !== 'holiday' && /^\p{Lu}\p{Ll}/u.test(context.original(at, at + season[0].length)) && !allCaps && !sentenceStart.test(context.original(0, at))) return true;
  }
  // Units are never capitalised in running text: "60 Minutes", "48 Hours" are shows.
  if (atom.kind === 'node' && atom.node?.type === 'duration' && !allCaps) {
    for (const unit of written.matchAll(/(?<![\p{L}])(?:Minut[ei]|Minutes?|Hours?|Or[ae]|Days?|Giorn[io]|Weeks?|Settiman[ae]|Months?|Mes[ei]|Years?|Ann[io])(?![\p{L}])/gu)) {
      if (!sentenceStart.test(before + written.slice(0, unit.index))) return true;
    }
  }
  if (atom.kind === 'day' && atom.day?.type === 'holiday' && holidayObjectAfter.test(after)) return true;
  if (atom.kind === 'day' && atom.day?.type === 'holiday' && holidayObjectBefore.test(normalized.slice(0, atom.start))) return true;
  if ((atom.kind === 'day' || atom.kind === 'node') && countedNounAfter.test(after)) return true;
  if (atom.kind === 'day' && streetBefore.test(normalized.slice(0, atom.start))) return true;
  if (atom.kind === 'day' && /^(?:[IVXL]+|\p{Lu}\p{Ll})/u.test(written) && streetName.test(normalized.slice(0, atom.start))) return true;
  if (atom.kind === 'node' && atom.node?.type === 'duration' && frequencyAfter.test(after)) return true;
  if (/^may$/u.test(normalized.slice(atom.start, atom.end)) && !/(?:^|\s)(?:in|of|since|until|till|by|during|from|through|to|early|late|mid|next|last|this|every|each|before|after|until|whole|all|entire)\s+$/u.test(normalized.slice(0, atom.start))) return true;
  // An English month alone, as the subject of what a person does, is a name: "April told me", "June said".
  if (atom.kind === 'day' || atom.kind === 'node') {
    const word = normalized.slice(atom.start, atom.end);
    if (/^(?:april|may|june|july|august)$/u.test(word) && titled && /^\s+(?:told|tells|said|says|asked|asks|wrote|writes|called|calls|thinks|thought|wants|wanted|smiled|laughed|replied|added|explained|loves|loved|married|knows|knew|is a|was a)(?![\p{L}])/u.test(after)) return true;
  }
  return isCountOrTitle(atom, normalized, context, { written, before, after, writtenAfter, midSentence, allCaps, titled });
}

/** Words that may follow a bare ordinal day ("on the 3rd to pay", "the 15th at noon"); any other word is what it counts. */
const afterOrdinalDay = /^\s+(?:of|at|in|on|and|or|to|for|from|by|until|till|through|the|a|is|was|will|would|please|i|we|you|he|she|it|they|then|morning|afternoon|evening|night|when|if|so|but|as|because|before|after|with|instead|too|again|next|this|that)(?![\p{L}])/u;
/** A title of address before a capitalised word makes it a name: "Dr. March", "Mrs. May", "il dott. Maggio". */
const honorificBefore = /(?:^|[^\p{L}])(?:Dr|Mr|Mrs|Ms|Miss|Prof|Sen|Rep|Gov|Gen|Sgt|Capt|Lt|Col|Rev|Sir|Lady|Lord|Sig|Sig\.ra|Dott|Dott\.ssa|Avv|Ing|Mons|[Dd]on|[Ss]uor)\.?\s+$/u;
/** A street word, then capitalised words, before a capitalised date: "viale Primo Maggio 25", "Piazza Martiri del 25 Aprile". */
const streetThenNames = /(?:^|[^\p{L}])(?:[Vv]ia|[Vv]iale|[Pp]iazza|[Pp]iazzale|[Cc]orso|[Ll]argo|[Vv]icolo|[Bb]orgo|[Ll]ungomare|[Ss]trada|[Gg]alleria|[Ss]treet|[Aa]venue)\s+(?:\p{Lu}[\p{L}']*\s+)+$/u;
const dateWordWritten = /^(?:Today|Tonight|Tomorrow|Yesterday|Oggi|Domani|Ieri|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Lunedì|Martedì|Mercoledì|Giovedì|Venerdì|Sabato|Domenica|Gennaio|Febbraio|Marzo|Aprile|Maggio|Giugno|Luglio|Agosto|Settembre|Ottobre|Novembre|Dicembre|At|On|By|Alle|Ore|Dalle|Entro)$/u;

/**
 * Counts and titles that read like dates: an age ("the 30-year-old suspect", "a 30 anni", "un uomo di 45 anni",
 * "Mario Rossi, 45 anni,"), a bare ordinal before what it counts ("the first episode"), a half or quarter of a thing
 * ("the second half of the book"), chapter and verse after a capitalised name ("John 3:16"), an abbreviated weekday
 * after an article ("The Sun"), a name after a title of address ("Dr. March"), a street with a date in its name
 * ("viale Primo Maggio 25"), a title starting with a capitalised article in mid-sentence ("metti Un giorno di
 * pioggia") and a title-cased run at the start of a sentence ("Tomorrow Never Dies is…").
 */
function isCountOrTitle(
  atom: TemporalAtom,
  normalized: string,
  context: AtomContext,
  near: { written: string; before: string; after: string; writtenAfter: string; midSentence: boolean; allCaps: boolean; titled: boolean },
): boolean {
  const { written, before, after, writtenAfter, midSentence, allCaps, titled } = near;
  const normalizedBefore = normalized.slice(0, atom.start);
  if (atom.kind === 'node' && atom.node?.type === 'duration') {
    const years = /(?<![\p{L}])(?:years?|ann[io]|anni)(?![\p{L}])/iu.test(written);
    if (years && /^(?:-|\s+)(?:years?-?\s*)?old(?![\p{L}])|^\s+of\s+age(?![\p{L}])/u.test(after)) return true;
    if (years && /(?:^|\s)aged\s+$/u.test(normalizedBefore)) return true;
    if (/(?<![\p{L}])ann[io](?![\p{L}])/u.test(written)) {
      if (/(?:^|[\s,(])(?:a|all'eta di|all'età di)\s+$/u.test(normalizedBefore) && !/(?:^|\s)(?:condann\p{L}*|pena|fino|prorogat\p{L}|estes\p{L}|ridott\p{L}|portat\p{L})\s+a\s+$/u.test(normalizedBefore) && !/^\s+(?:da|dal|dalla|dall'|dai|di|fa|prima|dopo)(?![\p{L}])/u.test(after)) return true;
      if (/(?:^|\s)(?:uomo|donna|ragazz[oaie]|bambin[oaie]|anzian[oaie]|giovane|giovani|figli[oa]?|pensionat[oa]|student[ei]|studentessa|operai[oa]?|turist[ai]|pilota|madre|padre|enne)\s+(?:di\s+)?$/u.test(normalizedBefore) && /^di\s/u.test(`${normalizedBefore.endsWith('di ') ? 'di ' : ''}${normalized.slice(atom.start, atom.end)}`)) return true;
      if (/\p{Lu}[\p{L}']*,\s+$/u.test(before) && /^\s*,/u.test(writtenAfter)) return true;
    }
  }
  if (atom.kind === 'day' && atom.day?.type === 'day-of-month' && /^(?:the\s+)?(?:first|second|third|fourth|fifth|\d{1,2}(?:st|nd|rd|th))$/iu.test(written.trim()) && !afterOrdinalDay.test(after)) {
    // "the first episode", "The Fourth Estate": an ordinal before a noun or a name counts it.
    const next = /^\s+(\p{L}[\p{L}']*)/u.exec(writtenAfter)?.[1];
    if (next !== undefined && !dateWordWritten.test(next) && !dateWordWritten.test(next.charAt(0).toUpperCase() + next.slice(1))) return true;
  }
  if (atom.kind === 'node' && atom.node?.type === 'period' && (atom.node.unit === 'half' || atom.node.unit === 'quarter')) {
    const owner = /^\s+(?:of|di|del|della|dello|dei|delle|degli)\s+(?:the\s+|il\s+|la\s+|lo\s+|l')?(\p{L}+)/u.exec(after)?.[1];
    if (owner !== undefined && !/^(?:year|anno|fiscal|esercizio|decade|decennio|century|secolo|season|stagione|month|mese|\d+)$/u.test(owner)) return true;
  }
  if (atom.kind === 'time' && /^\d{1,3}[:.]\d{1,3}$/u.test(written.trim()) && midSentence && !allCaps) {
    const previous = /(?:^|[^.!?:;\s]\s+)(\p{Lu}\p{Ll}+)\s+$/u.exec(before)?.[1];
    // A person met at a time is not a book: "meeting with Marco 15:30".
    if (previous !== undefined && !dateWordWritten.test(previous) && !/(?:^|\s)(?:with|con|and|e|call|chiama)\s+\p{Lu}\p{Ll}+\s+$/iu.test(before)) return true;
  }
  if (atom.kind === 'day' && atom.day?.type === 'weekday' && /^(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)\.?$/iu.test(written.trim()) && /(?:^|[^\p{L}])(?:the|a|an)\s+$/iu.test(before)) return true;
  if (/^\p{Lu}/u.test(written) && !allCaps && honorificBefore.test(before)) return true;
  if (atom.kind === 'day' && /^\p{Lu}/u.test(written) && !allCaps && streetThenNames.test(before)) return true;
  if (!allCaps && /^(?:Un|Una|Uno|Il|Lo|La|Gli|Le|The|An|A)\s/u.test(written) && /\p{Ll}[\p{L}']*\s+$/u.test(before) && midSentence) return true;
  if (!allCaps && midSentence && /(?:^|[^.!?:;]\s)\p{Ll}[\p{L}']*\s+(?:Un|Una|Uno|Il|Lo|La|Gli|Le|The|An|A)\s+$/u.test(before) && /^\p{Lu}/u.test(written)) return true;
  if (titled && !midSentence && atom.day?.type === 'relative-day' && /^\s+(\p{Lu}\p{Ll}+)\s+\p{Lu}\p{Ll}+/u.test(writtenAfter)) {
    const next = /^\s+(\p{Lu}\p{Ll}+)/u.exec(writtenAfter)?.[1] ?? '';
    if (!dateWordWritten.test(next)) return true;
  }
  return false;
}

import { cueWords } from '../temporal/temporal-lexicon';
import type { ExtractedValue } from '../extracted-value';
import type { RuleClock } from '../time/rule-clock';
import { formatZonedIso, getZonedParts, zonedTimeToInstant, type ZonedParts } from '../time/zoned-time';
import { numberWords } from './number-words';

type WindowUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const unitWords: Record<string, WindowUnit> = {
  minute: 'minute', minutes: 'minute', min: 'minute', minuto: 'minute', minuti: 'minute',
  hour: 'hour', hours: 'hour', h: 'hour', ora: 'hour', ore: 'hour',
  day: 'day', days: 'day', giorno: 'day', giorni: 'day',
  week: 'week', weeks: 'week', settimana: 'week', settimane: 'week',
  month: 'month', months: 'month', mese: 'month', mesi: 'month',
  year: 'year', years: 'year', anno: 'year', anni: 'year',
};
const unitAlternation = Object.keys(unitWords).sort((left, right) => right.length - left.length).join('|');
const count = `(\\d+|${[...numberWords.keys()].join('|')})`;

const rollingEnglish = new RegExp(
  `(?<![\\p{L}])(?:${cueWords('find-time-windows/in')})?(?:${cueWords('temporal-patterns/the')})?(${cueWords('find-time-windows/last')}) (?:${count} ?)?(${unitAlternation})(?![\\p{L}])`,
  'giu',
);
const rollingItalian = new RegExp(
  `(?<![\\p{L}])(?:${cueWords('find-time-windows/negli')})?(?:${cueWords('find-time-windows/ultimi')}) (?:${count} ?)?(${unitAlternation})(?![\\p{L}])`,
  'giu',
);
const thisUnit = new RegExp(`(?<![\\p{L}])(?:(?:${cueWords('later-or-earlier-this-period/this')}) (${cueWords('later-or-earlier-this-period/week')})|(?:${cueWords('find-time-windows/questa')}) (${cueWords('period-after-next-italian/settimana')})|(?:${cueWords('find-time-windows/quest')})'(${cueWords('find-time-windows/anno')}))(?![\\p{L}])`, 'giu');
const previousItalian = new RegExp(`(?<![\\p{L}])(?:${cueWords('find-time-windows/la')})?(${cueWords('period-after-next-italian/settimana')}) (?:${cueWords('find-time-windows/scorso')})(?![\\p{L}])`, 'giu');
const todayOrYesterday = new RegExp(`(?<![\\p{L}])(${cueWords('find-time-windows/today')})(?![\\p{L}])`, 'giu');

/**
 * Finds time windows and resolves them against the clock, in its time zone, as `{ from, to }` ISO instants:
 * - rolling: `last 24 hours`, `past 7 days`, `in the last week`, `negli ultimi 7 giorni`, `nelle ultime 24 ore`,
 *   `ultima settimana` -> [now - N units, now] (days, weeks, months, years are counted on the wall clock);
 * - current: `this week` / `questa settimana` (weeks start on Monday), `this month`, `quest'anno` -> [start, now];
 * - previous: `last week`, `la settimana scorsa`, `il mese passato` -> the whole previous calendar unit;
 * - `today` / `oggi` -> [midnight, now]; `yesterday` / `ieri` -> [midnight yesterday, midnight today].
 * `relativeKey` names the expression (`last:7:day`, `this:week`, `previous:month`, `today`, `yesterday`).
 *
 * @deprecated The rules of 0.1 kept for callers that use them directly; `extractValues` now reads dates, times,
 *   windows and durations with `findTemporalValues`.
 */
export function findTimeWindows(text: string, clock: RuleClock): ExtractedValue[] {
  const found: ExtractedValue[] = [];
  const wall = getZonedParts(clock.now, clock.timeZone);
  const to = formatZonedIso(clock.now, clock.timeZone);
  const push = (match: RegExpMatchArray, from: Date, end: Date | string, relativeKey: string): void => {
    const start = match.index ?? 0;
    const stop = start + match[0].length;
    if (found.some((other) => start < other.end && stop > other.start)) return;
    const endIso = typeof end === 'string' ? end : formatZonedIso(end, clock.timeZone);
    found.push({
      kind: 'window',
      value: { from: formatZonedIso(from, clock.timeZone), to: endIso },
      text: match[0],
      start,
      end: stop,
      relativeKey,
    });
  };
  for (const match of text.matchAll(rollingEnglish)) {
    const word = (match[1] ?? '').toLowerCase();
    const unit = unitWords[(match[3] ?? '').toLowerCase()] ?? 'day';
    const amount = readCount(match[2]);
    const calendar = amount === undefined && (word === 'last' || word === 'previous') && !new RegExp(`^(?:${cueWords('find-time-windows/in-2')})\\b`, 'iu').test(match[0]) && unit !== 'hour' && unit !== 'minute' && unit !== 'day';
    if (calendar) {
      const [from, end] = previousUnit(wall, unit, clock.timeZone);
      push(match, from, end, `previous:${unit}`);
    } else {
      push(match, rollingStart(clock, wall, unit, amount ?? 1), to, `last:${amount ?? 1}:${unit}`);
    }
  }
  for (const match of text.matchAll(rollingItalian)) {
    const unit = unitWords[(match[2] ?? '').toLowerCase()] ?? 'day';
    const amount = readCount(match[1]) ?? 1;
    push(match, rollingStart(clock, wall, unit, amount), to, `last:${amount}:${unit}`);
  }
  for (const match of text.matchAll(thisUnit)) {
    const unit = unitWords[(match[1] ?? match[2] ?? match[3] ?? '').toLowerCase()] ?? 'week';
    push(match, unitStart(wall, unit, clock.timeZone, 0), to, `this:${unit}`);
  }
  for (const match of text.matchAll(previousItalian)) {
    const unit = unitWords[(match[1] ?? '').toLowerCase()] ?? 'week';
    const [from, end] = previousUnit(wall, unit, clock.timeZone);
    push(match, from, end, `previous:${unit}`);
  }
  for (const match of text.matchAll(todayOrYesterday)) {
    const word = (match[1] ?? '').toLowerCase();
    const midnight = zonedTimeToInstant({ year: wall.year, month: wall.month, day: wall.day }, clock.timeZone);
    if (word === 'today' || word === 'oggi') push(match, midnight, to, 'today');
    else push(match, zonedTimeToInstant({ year: wall.year, month: wall.month, day: wall.day - 1 }, clock.timeZone), midnight, 'yesterday');
  }
  return found.sort((left, right) => left.start - right.start);
}

function readCount(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const lower = raw.toLowerCase();
  return /^\d+$/u.test(lower) ? Number(lower) : numberWords.get(lower);
}

function rollingStart(clock: RuleClock, wall: ZonedParts, unit: WindowUnit, amount: number): Date {
  if (unit === 'minute') return new Date(clock.now.getTime() - amount * 60_000);
  if (unit === 'hour') return new Date(clock.now.getTime() - amount * 3_600_000);
  const shifted = { ...wall };
  if (unit === 'day') shifted.day -= amount;
  if (unit === 'week') shifted.day -= 7 * amount;
  if (unit === 'month') shifted.month -= amount;
  if (unit === 'year') shifted.year -= amount;
  return zonedTimeToInstant(shifted, clock.timeZone);
}

function unitStart(wall: ZonedParts, unit: WindowUnit, timeZone: string, shift: number): Date {
  if (unit === 'year') return zonedTimeToInstant({ year: wall.year + shift, month: 1, day: 1 }, timeZone);
  if (unit === 'month') return zonedTimeToInstant({ year: wall.year, month: wall.month + shift, day: 1 }, timeZone);
  const mondayOffset = (wall.weekday + 6) % 7;
  return zonedTimeToInstant({ year: wall.year, month: wall.month, day: wall.day - mondayOffset + 7 * shift }, timeZone);
}

function previousUnit(wall: ZonedParts, unit: WindowUnit, timeZone: string): [Date, Date] {
  const calendarUnit = unit === 'month' || unit === 'year' ? unit : 'week';
  return [unitStart(wall, calendarUnit, timeZone, -1), unitStart(wall, calendarUnit, timeZone, 0)];
}

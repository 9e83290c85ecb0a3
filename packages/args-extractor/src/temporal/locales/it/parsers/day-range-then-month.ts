import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';

let lastMonth: RegExp | undefined;
import { B, DAY, E } from '../../../engine/temporal-patterns';

/**
 * A range of day numbers whose month is written once, after the second day: as a numeric day and month ("dal 3 al
 * 7/09", "tra il 10 e il 12/10/2026") or as next or last month ("tra il 1° e il 5 del mese prossimo", "dal 20 al 25 del
 * mese scorso"). Both days take that month. Not two numbers without the "dal"/"tra il" that opens a range ("pagine 3 e
 * 7/09"), nor a second day before the first.
 */
export const dayRangeThenMonth: TemporalParser = {
  kind: 'parser',
  name: 'day-range-then-month',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('day-range-then-month/dal')})\\s*(${DAY})°?\\s+(?:${cueWords('day-range-then-month/al')})\\s*(${DAY})(?:\\s*/\\s*(0?[1-9]|1[0-2])(?:\\s*/\\s*(\\d{4}|\\d{2}))?(?![/.]?\\d)|\\s+(?:${cueWords('day-range-then-month/del')})\\s+(${cueWords('day-range-then-month/next-month')}|${cueWords('day-range-then-month/last-month')}))${E}`,
      'gu',
    ),
  build: (match) => {
    const first = Number(match[1]);
    const second = Number(match[2]);
    if (first >= second) return undefined;
    if (match[3] !== undefined) {
      const month = Number(match[3]);
      const written = match[4];
      const year = written === undefined ? undefined : written.length === 2 ? 2000 + Number(written) : Number(written);
      const day = (dayNumber: number): DayNode => ({ type: 'calendar-date', month, day: dayNumber, ...(year === undefined ? {} : { year }) });
      if (!validCalendar(day(first)) || !validCalendar(day(second))) return undefined;
      return { kind: 'node', node: { type: 'range', from: { type: 'day', day: day(first) }, to: { type: 'day', day: day(second) } }, priority: 6 };
    }
    lastMonth ??= new RegExp(`^(?:${cueWords('day-range-then-month/last-month')})$`, 'u');
    const monthShift = lastMonth.test(match[5] ?? '') ? -1 : 1;
    const day = (dayNumber: number): DayNode => ({ type: 'day-of-month', day: dayNumber, monthShift });
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: day(first) }, to: { type: 'day', day: day(second) } }, priority: 6 };
  },
  examples: {
    accept: [
      ['le iscrizioni sono aperte dal 3 al 7/09', '2026-09-03..2026-09-08'],
      ['il corso si tiene tra il 10 e il 12/10/2026', '2026-10-10..2026-10-13'],
      ['consegne tra il 1° e il 5 del mese prossimo', '2026-06-01..2026-06-06'],
      ['ero in ferie dal 20 al 25 del mese scorso', '2026-04-20..2026-04-26'],
    ],
    reject: [
      ['leggi le pagine 3 e 7/09 del manuale', '2026-09-03..2026-09-08'],
      ['dal 12 al 7/09', '2026-09-12..2026-09-08'],
      ['tra il 10 e il 12/13 per cento', '2026-10-10..2026-10-13'],
    ],
  },
};

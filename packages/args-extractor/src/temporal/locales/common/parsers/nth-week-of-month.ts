import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthReferenceOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_REFERENCE, ORDINAL, ordinalWords } from '../../../engine/temporal-patterns';

const daysOfMonthWeek = new RegExp(`^(?:${cueWords('nth-week-of-month/days-of-month')})$`, 'u');
const MONDAY = 1;
const SUNDAY = 0;

/**
 * Weeks of a month: "the first week of September", "l'ultima settimana di ottobre", "la seconda settimana del mese", "la
 * 1.ª semana de septiembre"; a full week ("the first full week of September", "l'ultima settimana intera di ottobre")
 * is a Monday-to-Sunday week inside the month: the one of its n-th Monday, or of its last Sunday.
 */
export const nthWeekOfMonth: TemporalParser = {
  kind: 'parser',
  name: 'nth-week-of-month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('nth-week-of-month/il')})?(${ORDINAL}|[1-5](?:${cueWords('temporal-patterns/st')}|°))\\s+(?:(${cueWords('nth-week-of-month/full')})\\s+)?(${cueWords('nth-week-of-month/settimana')})(?:\\s+(${cueWords('nth-week-of-month/full')}))?\\s+(?:${cueWords('nth-day-of-month/di')})\\s*(${MONTH_REFERENCE})${E}`, 'gu'),
  build: (match) => {
    const ordinal = ordinalWords[match[1] ?? ''] ?? (/^[1-5]\D/u.test(match[1] ?? '') ? Number((match[1] ?? '').charAt(0)) : undefined);
    const month = monthReferenceOf(match[5] ?? '');
    if (ordinal === undefined || month === undefined) return undefined;
    if (match[2] !== undefined || match[4] !== undefined) {
      const containing: DayNode = ordinal < 0 ? { type: 'nth-weekday', ordinal: -1, weekday: SUNDAY, month } : { type: 'nth-weekday', ordinal, weekday: MONDAY, month };
      return { kind: 'node', node: { type: 'period', unit: 'week', shift: 0, containing }, priority: 5 };
    }
    if (daysOfMonthWeek.test(match[3] ?? '')) {
      // Italian counts the month's own days: the first week is days 1–7, the last the last seven.
      const first: DayNode = { type: 'month-edge', edge: 'first', month };
      const last: DayNode = { type: 'month-edge', edge: 'last', month };
      const from: DayNode = ordinal < 0 ? { type: 'shifted-day', base: last, days: -6 } : { type: 'shifted-day', base: first, days: 7 * (ordinal - 1) };
      const to: DayNode = ordinal < 0 ? last : { type: 'shifted-day', base: first, days: 7 * (ordinal - 1) + 6 };
      return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 5 };
    }
    const containing: DayNode = ordinal < 0 ? { type: 'month-edge', edge: 'last', month } : { type: 'shifted-day', base: { type: 'month-edge', edge: 'first', month }, days: 7 * (ordinal - 1) };
    return { kind: 'node', node: { type: 'period', unit: 'week', shift: 0, containing }, priority: 5 };
  },
  examples: {
    accept: [
      ['the first week of September', '2026-08-31..2026-09-07'],
      ['l\'ultima settimana di ottobre', '2026-10-25..2026-11-01'],
      ['la prima settimana di settembre sono in ferie', '2026-09-01..2026-09-08'],
      ['la 2.ª semana de octubre', '2026-10-05..2026-10-12'],
      ['la 3a settimana di giugno', '2026-06-15..2026-06-22'],
      ['la seconda settimana di luglio', '2026-07-08..2026-07-15'],
      ['first full week of september', '2026-09-07..2026-09-14'],
      ['the last full week of October', '2026-10-19..2026-10-26'],
      ["l'ultima settimana intera di maggio", '2026-05-25..2026-06-01'],
    ],
    reject: [['le 2 settimane di agosto', '2026-08-03..2026-08-10']],
  },
};

import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** ISO and year-first dates: 2026-04-30, 2026/04/30. */
export const isoDate: TemporalParser = {
  kind: 'parser',
  name: 'iso-date',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${YEAR})([-/.])(\\d{1,2})\\2(\\d{1,2})${E}(?![.:]\\d)`, 'gu'),
  build: (match) => {
    const day: DayNode = { type: 'calendar-date', year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) };
    return validCalendar(day) ? { kind: 'day', day, priority: 5 } : undefined;
  },
  examples: {
    accept: [
      ['dal 2026-04-01 al 2026-04-30', '2026-04-01..2026-05-01'],
      ['2026-04-30 alle 9', '2026-04-30T09:00'],
    ],
    reject: [],
  },
};

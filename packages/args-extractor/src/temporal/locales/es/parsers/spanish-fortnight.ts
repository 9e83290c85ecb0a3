import { cueWords, monthNames } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { DayNode, MonthReference } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_FULL, YEAR } from '../../../engine/temporal-patterns';

/** Half a month: "la primera quincena de junio" (the 1st to the 15th), "la segunda quincena de agosto" (the 16th to its end). */
export const spanishFortnight: TemporalParser = {
  kind: 'parser',
  name: 'spanish-fortnight',
  locales: ['es'],
  pattern: () => new RegExp(
    `${B}(${cueWords('spanish-fortnight/primera')}|${cueWords('spanish-fortnight/segunda')})\\s+(?:${cueWords('spanish-fortnight/quincena')})\\s+(?:${cueWords('spanish-fortnight/de')})\\s+(${MONTH_FULL})(?:\\s+(?:(?:${cueWords('spanish-fortnight/de')})\\s+)?(${YEAR}))?${E}`,
    'gu',
  ),
  build: (match) => {
    const number = monthNames[match[2] ?? ''];
    if (number === undefined) return undefined;
    const year = yearOf(match[3]);
    const month: MonthReference = year === undefined ? { month: number } : { month: number, year };
    const first: DayNode = { type: 'month-edge', edge: 'first', month };
    const early = new RegExp(`^(?:${cueWords('spanish-fortnight/primera')})$`, 'u').test(match[1] ?? '');
    const from: DayNode = early ? first : { type: 'shifted-day', base: first, days: 15 };
    const to: DayNode = early ? { type: 'shifted-day', base: first, days: 14 } : { type: 'month-edge', edge: 'last', month };
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 5 };
  },
  examples: {
    accept: [
      ['buscamos piso para la primera quincena de junio', '2026-06-01..2026-06-16'],
      ['la segunda quincena de agosto', '2026-08-16..2026-09-01'],
    ],
    reject: [['buscamos piso para la primera quincena de junio', '2026-06-01..2026-07-01']],
  },
};

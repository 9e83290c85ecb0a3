import { cueWords, monthNames } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { DayNode, MonthReference } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_FULL, YEAR } from '../../../engine/temporal-patterns';

const test = (key: Parameters<typeof cueWords>[0], word: string): boolean => new RegExp(`^(?:${cueWords(key)})$`, 'u').test(word);

/**
 * Early, mid or late in a Spanish month or year: "a principios de marzo" (the 1st to the 10th), "a mediados de abril"
 * (the 15th), "a finales de mes" (the 21st to its end), "finales del mes que viene", "a principios de año" (1 January),
 * "a finales del año pasado" (31 December). "de aquí a final de mes" is an "until" of it.
 */
export const spanishMonthEdge: TemporalParser = {
  kind: 'parser',
  name: 'spanish-month-edge',
  locales: ['es'],
  pattern: () => new RegExp(
    `${B}(${cueWords('spanish-month-edge/principios')}|${cueWords('spanish-month-edge/mediados')}|${cueWords('spanish-month-edge/finales')})\\s+(?:${cueWords('spanish-month-edge/de')})\\s+` +
      `(?:(${cueWords('spanish-month-edge/este')})\\s+)?(${cueWords('spanish-month-edge/mes')}|${cueWords('spanish-month-edge/ano')}|${MONTH_FULL})` +
      `(?:\\s+(${cueWords('spanish-month-edge/que-viene')}|${cueWords('spanish-month-edge/pasado')}))?(?:\\s+(?:(?:${cueWords('spanish-month-edge/de')})\\s+)?(${YEAR}))?${E}`,
    'gu',
  ),
  build: (match) => {
    const edge = match[1] ?? '';
    const which = [match[2] ?? '', match[4] ?? ''];
    const ends = (key: Parameters<typeof cueWords>[0]): boolean => which.some((words) => new RegExp(`(?:^|\\s)(?:${cueWords(key)})$`, 'u').test(words));
    const shift = ends('spanish-month-edge/que-viene') ? 1 : ends('spanish-month-edge/pasado') ? -1 : 0;
    const unit = match[3] ?? '';
    const year = yearOf(match[5]);
    if (test('spanish-month-edge/ano', unit)) {
      if (test('spanish-month-edge/mediados', edge)) return undefined;
      const yearEdge = test('spanish-month-edge/principios', edge) ? 'first' : 'last';
      return { kind: 'day', day: { type: 'year-edge', edge: yearEdge, year: year === undefined ? { yearShift: shift } : { year } }, priority: 5 };
    }
    let month: MonthReference;
    if (test('spanish-month-edge/mes', unit)) month = { monthShift: shift };
    else {
      const number = monthNames[unit];
      if (number === undefined) return undefined;
      month = year === undefined ? (shift === 0 ? { month: number } : { month: number, yearShift: shift }) : { month: number, year };
    }
    if (test('spanish-month-edge/mediados', edge)) return { kind: 'day', day: { type: 'month-edge', edge: 'middle', month }, priority: 5 };
    const first: DayNode = { type: 'month-edge', edge: 'first', month };
    const early = test('spanish-month-edge/principios', edge);
    const from: DayNode = early ? first : { type: 'shifted-day', base: first, days: 20 };
    const to: DayNode = early ? { type: 'shifted-day', base: first, days: 9 } : { type: 'month-edge', edge: 'last', month };
    const range = { type: 'range' as const, from: { type: 'day' as const, day: from }, to: { type: 'day' as const, day: to } };
    // "de aquí a final de mes", "hasta finales de mes": from now to the end of that stretch.
    if (new RegExp(`(?:^|\\s)(?:${cueWords('spanish-month-edge/hasta')})\\s*$`, 'u').test(match.input.slice(0, match.index))) return { kind: 'node', node: { type: 'until', to: range, exclusive: false }, priority: 5 };
    return { kind: 'node', node: range, priority: 5 };
  },
  examples: {
    accept: [
      ['la nómina llega a final de mes', '2026-05-21..2026-06-01'],
      ['tengo que terminar los informes de aquí a final de mes', '2026-05-19T14:05..2026-06-01T00:00'],
      ['volvemos a principios de marzo', '2027-03-01..2027-03-11'],
      ['la obra acaba a mediados de abril', '2027-04-15'],
      ['a finales del mes que viene', '2026-06-21..2026-07-01'],
      ['a finales del año pasado', '2025-12-31'],
    ],
    reject: [['volvemos a principios de marzo', '2027-03-01..2027-04-01']],
  },
};

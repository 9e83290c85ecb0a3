import { alternation, cueWords, monthNames } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, holidayIds, MONTH_FULL, ORDINAL_SUFFIX } from '../../../engine/temporal-patterns';

/**
 * "il ponte del 2 giugno", "il ponte dell'Immacolata", "il ponte di Ognissanti", Spanish "el puente de la Inmaculada",
 * "el puente del 1 de mayo": the long weekend a feast makes, from
 * the Saturday before a Monday or Tuesday feast to the Sunday after a Thursday or Friday one (`bridge-edge`).
 */
export const bridgeHoliday: TemporalParser = {
  kind: 'parser',
  name: 'bridge-holiday',
  locales: ['it', 'es'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('bridge-holiday/ponte')})\\s+(?:${cueWords('bridge-holiday/del')})\\s*(?:(${alternation(holidayIds.keys())})|(${DAY})${ORDINAL_SUFFIX}\\s+(?:(?:${cueWords('bridge-holiday/de')})\\s+)?(${MONTH_FULL}))${E}`,
      'gu',
    ),
  build: (match) => {
    let base: DayNode | undefined;
    if (match[1] !== undefined) {
      const holiday = holidayIds.get(match[1]);
      if (holiday !== undefined) base = { type: 'holiday', holiday };
    } else {
      const month = monthNames[match[3] ?? ''];
      if (month !== undefined) base = { type: 'calendar-date', month, day: Number(match[2]) };
    }
    if (base === undefined) return undefined;
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: { type: 'bridge-edge', base, edge: 'start' } }, to: { type: 'day', day: { type: 'bridge-edge', base, edge: 'end' } } }, priority: 6 };
  },
  examples: {
    accept: [
      // 2 June 2026 is a Tuesday, 1 November 2026 a Sunday, 1 May 2027 and 15 August 2026 Saturdays.
      ['il ponte del 2 giugno lo passiamo al lago', '2026-05-30..2026-06-03'],
      ['per il ponte di Ognissanti andiamo a Praga', '2026-10-31..2026-11-02'],
      ['il ponte del 1° maggio siamo al mare', '2027-05-01..2027-05-03'],
      ['il ponte di Ferragosto in montagna', '2026-08-15..2026-08-17'],
      ['el puente del 12 de octubre nos vamos a Sevilla', '2026-10-10..2026-10-13'],
    ],
    reject: [['il ponte di Rialto', '2026-05-30..2026-06-03'], ['il ponte sul 2 giugno', '2026-05-30..2026-06-03']],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** ISO date-times: 2026-05-23T10:00, 2026-05-23T10:00:00Z is read on the zone's wall clock as written. */
export const isoDateTime: TemporalParser = {
  kind: 'parser',
  name: 'iso-date-time',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${YEAR})-(\\d{2})-(\\d{2})(?:${cueWords('iso-date-time/t')})(\\d{2}):(\\d{2})(?::(\\d{2}))?(?:\\.\\d+)?(?:${cueWords('iso-date-time/z')}|[+-]\\d{2}:?\\d{2})?${E}`, 'gu'),
  build: (match) => {
    const day: DayNode = { type: 'calendar-date', year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    const hour = Number(match[4]);
    const minute = Number(match[5]);
    if (!validCalendar(day) || hour > 23 || minute > 59) return undefined;
    return { kind: 'node', node: { type: 'day', day, time: { hour, minute, ...(match[6] === undefined ? {} : { second: Number(match[6]) }), fixed: true } }, priority: 6 };
  },
  examples: {
    accept: [
      ['dal 2026-05-23T10:00 al 2026-05-23T12:00', '2026-05-23T10:00..2026-05-23T12:00'],
      ['entro 2026-05-23T10:00', '2026-05-19T14:05..2026-05-23T10:00'],
    ],
    reject: [],
  },
};

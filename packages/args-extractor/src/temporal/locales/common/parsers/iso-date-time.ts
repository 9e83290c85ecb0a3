import { fixedOffsetZone } from '../../../../time/fixed-offset-zone';
import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/**
 * ISO date-times: 2026-05-23T10:00 is read on the request's wall clock as written; with `Z` or an offset
 * (2026-06-01T09:30:00Z, …+0000, …+05:30) it is an instant, read back on the request's own clock (09:30Z is 11:30 in
 * Rome in summer), as a log line or an API's `created_at` means it.
 */
export const isoDateTime: TemporalParser = {
  kind: 'parser',
  name: 'iso-date-time',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${YEAR})-(\\d{2})-(\\d{2})(?:${cueWords('iso-date-time/t')})(\\d{2}):(\\d{2})(?::(\\d{2}))?(?:\\.\\d+)?(?:(${cueWords('iso-date-time/z')})|([+-])(\\d{2}):?(\\d{2}))?${E}`, 'gu'),
  build: (match) => {
    const day: DayNode = { type: 'calendar-date', year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    const hour = Number(match[4]);
    const minute = Number(match[5]);
    if (!validCalendar(day) || hour > 23 || minute > 59) return undefined;
    const offset = match[8] === undefined ? undefined : (match[8] === '+' ? 1 : -1) * (Number(match[9]) * 60 + Number(match[10]));
    const zone = match[7] === undefined ? (offset === undefined ? undefined : fixedOffsetZone(offset)) : 'UTC';
    const time = { hour, minute, ...(match[6] === undefined ? {} : { second: Number(match[6]) }), fixed: true, ...(zone === undefined ? {} : { zone }) };
    return { kind: 'node', node: { type: 'day', day, time }, priority: 6 };
  },
  examples: {
    accept: [
      ['dal 2026-05-23T10:00 al 2026-05-23T12:00', '2026-05-23T10:00..2026-05-23T12:00'],
      ['entro 2026-05-23T10:00', '2026-05-19T14:05..2026-05-23T10:00'],
      ['last_login: 2026-03-02T23:15:00Z', '2026-03-03T00:15'],
      ['timestamp 2026-07-10T08:00:00.250+0000', '2026-07-10T10:00'],
      ['logged at 2026-07-10T08:00-05:00', '2026-07-10T15:00'],
    ],
    reject: [['last_login: 2026-03-02T23:15:00Z', '2026-03-02T23:15'], 'build 2026-13-02T10:00Z'],
  },
};

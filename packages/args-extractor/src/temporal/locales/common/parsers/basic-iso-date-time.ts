import { canonicalTimeZone } from '../../../../time/canonical-time-zone';
import { fixedOffsetZone } from '../../../../time/fixed-offset-zone';
import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** The zone a `TZID=` parameter names, in IANA's spelling; undefined when there is none or Intl does not know it. */
function parameterZone(parameters: string | undefined): string | undefined {
  const found = parameters === undefined ? undefined : new RegExp(`;(?:${cueWords('basic-iso-date-time/tzid')})([^;:]+)`, 'u').exec(parameters)?.[1];
  if (found === undefined) return undefined;
  try {
    return canonicalTimeZone(found);
  } catch {
    return undefined;
  }
}

/**
 * ISO 8601's basic format, as iCalendar writes it: `20260604T160000Z` (an instant, read back on the request's clock),
 * `DTSTART;TZID=Europe/Rome:20260522T093000` (that zone's wall clock), `DTSTART;VALUE=DATE:20260630` (a day). Eight
 * digits alone are a date only after a calendar property (`DTSTART:`); with a `T` and a time they stand alone.
 */
export const basicIsoDateTime: TemporalParser = {
  kind: 'parser',
  name: 'basic-iso-date-time',
  locales: ['it', 'en'],
  pattern: () => new RegExp(
    `${B}(?:(?:${cueWords('basic-iso-date-time/dtstart')})((?:;[^:;\\s]+)*):)?(${YEAR})(\\d{2})(\\d{2})(?:(?:${cueWords('iso-date-time/t')})([01]\\d|2[0-3])([0-5]\\d)([0-5]\\d)?(?:(${cueWords('iso-date-time/z')})|([+-])(\\d{2})(\\d{2}))?)?${E}`,
    'gu',
  ),
  build: (match) => {
    const property = match[0].includes(':');
    if (!property && match[5] === undefined) return undefined;
    const day: DayNode = { type: 'calendar-date', year: Number(match[2]), month: Number(match[3]), day: Number(match[4]) };
    if (!validCalendar(day)) return undefined;
    if (match[5] === undefined) return { kind: 'day', day, priority: 6 };
    const offset = match[9] === undefined ? undefined : (match[9] === '+' ? 1 : -1) * (Number(match[10]) * 60 + Number(match[11]));
    const zone = match[8] === undefined ? (offset === undefined ? parameterZone(match[1]) : fixedOffsetZone(offset)) : 'UTC';
    const time = { hour: Number(match[5]), minute: Number(match[6]), ...(match[7] === undefined ? {} : { second: Number(match[7]) }), fixed: true, ...(zone === undefined ? {} : { zone }) };
    return { kind: 'node', node: { type: 'day', day, time }, priority: 6 };
  },
  examples: {
    accept: [
      ['DTEND;VALUE=DATE:20261103', '2026-11-03'],
      ['DTSTART:20260915T070000Z', '2026-09-15T09:00'],
      ['DTSTART;TZID=America/New_York:20260915T090000', '2026-09-15T15:00'],
      ['DTSTART:20260915T090000', '2026-09-15T09:00'],
      ['backup finished 20260701T220000Z', '2026-07-02T00:00'],
    ],
    reject: ['order number 20260915 shipped', 'UID:20260915T250000Z', ['DTSTART:20260915T070000Z', '2026-09-15T07:00']],
  },
};

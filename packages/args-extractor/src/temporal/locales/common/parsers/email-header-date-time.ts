import { fixedOffsetZone } from '../../../../time/fixed-offset-zone';
import { cueWords, monthAbbreviations, monthNames } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ABBR, MONTH_FULL, WEEKDAY_ABBR, YEAR } from '../../../engine/temporal-patterns';

/**
 * An e-mail header's date (RFC 2822): "Mon, 01 Jun 2026 09:30:00 +0000", "1 Jun 2026 09:30 GMT". The offset or zone
 * after the clock makes it an instant, read back on the request's own clock (09:30 +0000 is 11:30 in Rome in June).
 * The month may be written in full ("May" has no shorter form). Without an offset it is no header date, and the day and clock rules read it as written.
 */
export const emailHeaderDateTime: TemporalParser = {
  kind: 'parser',
  name: 'email-header-date-time',
  locales: ['it', 'en'],
  pattern: () => new RegExp(
    `${B}(?:(?:${WEEKDAY_ABBR}),\\s*)?(${DAY})\\s+(${MONTH_ABBR}|${MONTH_FULL})\\s+(${YEAR})\\s+([01]\\d|2[0-3]):([0-5]\\d)(?::([0-5]\\d))?\\s+(?:([+-])(\\d{2})(\\d{2})|(?:${cueWords('email-header-date-time/ut')}))${E}`,
    'gu',
  ),
  build: (match) => {
    const month = monthAbbreviations[match[2] ?? ''] ?? monthNames[match[2] ?? ''];
    if (month === undefined) return undefined;
    const day: DayNode = { type: 'calendar-date', year: Number(match[3]), month, day: Number(match[1]) };
    if (!validCalendar(day)) return undefined;
    const offset = match[7] === undefined ? 0 : (match[7] === '+' ? 1 : -1) * (Number(match[8]) * 60 + Number(match[9]));
    const zone = fixedOffsetZone(offset);
    if (zone === undefined) return undefined;
    const time = { hour: Number(match[4]), minute: Number(match[5]), ...(match[6] === undefined ? {} : { second: Number(match[6]) }), fixed: true, zone };
    return { kind: 'node', node: { type: 'day', day, time }, priority: 7 };
  },
  examples: {
    accept: [
      ['Sent: Thu, 12 Feb 2026 17:45:10 +0000', '2026-02-12T18:45'],
      ['Received: 3 Sep 2026 22:10 -0400', '2026-09-04T04:10'],
      ['Date: Fri, 4 Sep 2026 08:00:00 GMT', '2026-09-04T10:00'],
      ['Date: Fri, 1 May 2026 18:30:00 -0500', '2026-05-02T01:30'],
      ['Received: 2 June 2026 07:00 +0000', '2026-06-02T09:00'],
    ],
    reject: [['Sent: Thu, 12 Feb 2026 17:45:10 +0000', '2026-02-12T17:45'], ['Date: Fri, 1 May 2026 18:30:00 -0500', '2026-05-01T18:30'], ['Received: 3 Sep 2026 22:10 -0400', '2026-09-03T22:10']],
  },
};

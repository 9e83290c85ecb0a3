import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * A dotted clock after "for" and what is booked: "book a table for 12.30", "a taxi for 6.15", "the appointment for
 * 9.40" (what a booking is for is its time; a price is "tickets for 12.30"). A table for a count ("a table for 4")
 * has no dot. The hour is as written on the 12-hour clock, so a part of the day after it moves it ("for 8.30 tonight").
 */
export const dottedClockForBooking: TemporalParser = {
  kind: 'parser',
  name: 'dotted-clock-for-booking',
  locales: ['en'],
  pattern: () =>
    new RegExp(`${B}(?:${cueWords('dotted-clock-for-booking/table')})\\s+(?:${cueWords('dotted-clock-for-booking/for')})\\s+([01]?\\d|2[0-3])\\.([0-5]\\d)${E}(?![.,]\\d)`, 'gu'),
  build: (match) => ({ ...timeAtom({ hour: Number(match[1]), minute: Number(match[2]) }, undefined, undefined, 4), skip: match[0].length - `${match[1]}.${match[2]}`.length }),
  examples: {
    accept: [
      ['get us a taxi for 6.15 please', '06:15'],
      ['can you move the appointment for 9.40', '09:40'],
      // The part of the day after it places the hour: 20:30, as the old reader had it.
      ['book a table for 8.30 tonight', '2026-05-19T20:30'],
    ],
    reject: ['two tickets for 12.30 each', 'a table for 4 at the window'],
  },
};

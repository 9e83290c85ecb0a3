import { cueWords, weekdayAbbreviations } from '../../../temporal-lexicon';
import type { WeekdayModifier } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, WEEKDAY_ABBR } from '../../../engine/temporal-patterns';

/** Weekday abbreviations that are not ordinary words, or written with a dot: "thu", "tues", "mon.", "ven.". */
export const weekdayAbbreviation: TemporalParser = {
  kind: 'parser',
  name: 'weekday-abbreviation',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('weekday-abbreviation/this')})\\s+)?((?:${WEEKDAY_ABBR})\\.|${cueWords('weekday-abbreviation/tues')})(?![\\p{L}\\d])`, 'gu'),
  build: (match) => {
    const weekday = weekdayAbbreviations[(match[2] ?? '').replace(/\.$/u, '')];
    if (weekday === undefined) return undefined;
    const lead = match[1];
    const modifier: WeekdayModifier = lead === undefined ? 'none' : new RegExp(`(?:${cueWords('weekday-abbreviation/this-2')})`, 'u').test(lead) ? 'this' : new RegExp(`(?:${cueWords('day-month/prossimo-3')})`, 'u').test(lead) ? 'next' : 'last';
    return { kind: 'day', day: { type: 'weekday', weekday, modifier }, priority: 1 };
  },
  examples: {
    accept: [
      ['thu', '2026-05-21'],
      ['tues', '2026-05-26'],
      ['Thurs. @ 10am works', '2026-05-21T10:00'],
      ['Parcel pickup: Fri', '2026-05-22'],
    ],
    reject: ["c'mon, sat down and wed"],
  },
};

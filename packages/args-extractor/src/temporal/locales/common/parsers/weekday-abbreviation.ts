import { weekdayAbbreviations } from '../../../temporal-lexicon';
import type { WeekdayModifier } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, WEEKDAY_ABBR } from '../../../engine/temporal-patterns';

/** Weekday abbreviations that are not ordinary words, or written with a dot: "thu", "tues", "mon.", "ven.". */
export const weekdayAbbreviation: TemporalParser = {
  kind: 'parser',
  name: 'weekday-abbreviation',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(this|next|last|questo|prossimo|scorso)\\s+)?(tues|thur|thurs|thu|(?:${WEEKDAY_ABBR})\\.)(?![\\p{L}\\d])`, 'gu'),
  build: (match) => {
    const weekday = weekdayAbbreviations[(match[2] ?? '').replace(/\.$/u, '')];
    if (weekday === undefined) return undefined;
    const lead = match[1];
    const modifier: WeekdayModifier = lead === undefined ? 'none' : /this|questo/u.test(lead) ? 'this' : /next|prossimo/u.test(lead) ? 'next' : 'last';
    return { kind: 'day', day: { type: 'weekday', weekday, modifier }, priority: 1 };
  },
  examples: {
    accept: [
      ['thu', '2026-05-21'],
      ['tues', '2026-05-26'],
    ],
    reject: [],
  },
};

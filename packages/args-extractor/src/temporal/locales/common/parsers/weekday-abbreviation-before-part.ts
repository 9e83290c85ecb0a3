import { weekdayAbbreviations } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, PARTS, WEEKDAY_ABBR } from '../../../engine/temporal-patterns';

/**
 * A weekday abbreviation right before a part of the day: "sat morning", "fri evening", "ven sera", "sab mattina" — even
 * one that is also a word ("sat", "sun", "wed", "mar"), as a part of the day makes it a day; the part is read beside it.
 */
export const weekdayAbbreviationBeforePart: TemporalParser = {
  kind: 'parser',
  name: 'weekday-abbreviation-before-part',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(${WEEKDAY_ABBR})\\.?(?=\\s+(?:${PARTS})${E})`, 'gu'),
  build: (match) => {
    const weekday = weekdayAbbreviations[match[1] ?? ''];
    return weekday === undefined ? undefined : { kind: 'day', day: { type: 'weekday', weekday, modifier: 'none' }, priority: 1 };
  },
  examples: {
    accept: [
      ['sat morning parkrun', '2026-05-23T06:00..2026-05-23T12:00'],
      ['are you around fri evening', '2026-05-22T18:00..2026-05-23T00:00'],
      ['ven sera cena da Luca', '2026-05-22T18:00..2026-05-23T00:00'],
    ],
    reject: [['we sat down in the evening', '2026-05-23T18:00..2026-05-24T00:00'], 'the sun was out all morning'],
  },
};

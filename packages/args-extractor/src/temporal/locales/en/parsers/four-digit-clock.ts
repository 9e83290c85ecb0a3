import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MERIDIEM, STREET_AFTER, UNITS } from '../../../engine/temporal-patterns';

/** Four-digit clock after a cue: "at 1030", "around 730 pm" (not a phone number "at 555-0123", not a house number "at 1600 Pennsylvania Avenue"). */
export const fourDigitClock: TemporalParser = {
  kind: 'parser',
  name: 'four-digit-clock',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(${cueWords('part-of-day/at')}|@)\\s+(\\d{1,2})([0-5]\\d)(?:\\s*(${MERIDIEM}))?(?![\\p{L}\\d]|[-/.,]\\d|\\s*(?:%|${UNITS}|${cueWords('four-digit-clock/euro')})(?![\\p{L}]))(?!${STREET_AFTER})`, 'gu'),
  build: (match) => {
    // An oven's temperature (150 to 559 degrees): "bake at 350", "oven at 425 for the chicken"; "bake it at 730" stays 7:30.
    if (Number(match[2]) >= 1 && Number(match[2]) <= 5 && match[4] === undefined && new RegExp(`(?<![\\p{L}])(?:${cueWords('four-digit-clock/oven')})(?:\\s+\\p{L}+){0,3}\\s+$`, 'u').test(match.input.slice(0, match.index))) return undefined;
    const hour = Number(match[2]);
    // "by 2030": a year, not 20:30 ("by 1930" stays 19:30).
    if (match[1] === 'by' && match[4] === undefined && match[2] === '20') return undefined;
    return hour > 23 ? undefined : timeAtom({ hour, minute: Number(match[3]) }, match[4], match[1], 4);
  },
  examples: {
    accept: [
      ['at 1030', '10:30'],
      ['around 730 pm', '19:30'],
      ['bake the cake at 730 tonight', '2026-05-19T19:30'],
    ],
    reject: [['emissions must halve by 2030', '20:30'], 'oven at 350 for the chicken', 'preheat the oven, then bake at 350'],
  },
};

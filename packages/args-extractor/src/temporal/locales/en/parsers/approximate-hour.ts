import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MERIDIEM, TIME_CUE, UNITS } from '../../../engine/temporal-patterns';

/** An hour given roughly with "-ish": "9ish", "at 9ish", "around 7:30ish", "5-ish pm" (the hour as written). */
export const approximateHour: TemporalParser = {
  kind: 'parser',
  name: 'approximate-hour',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(${TIME_CUE})\\s+)?(\\d{1,2})(?:[:.](\\d\\d))?\\s*-?(?:${cueWords('oclock-hour/ish')})(?:\\s*(${MERIDIEM}))?${E}(?!\\s*(?:${UNITS}|${cueWords('approximate-hour/dollar')}|%)(?![\\p{L}]))`, 'gu'),
  build: (match) => {
    const hour = Number(match[2]);
    const minute = Number(match[3] ?? 0);
    if (hour > 23 || minute > 59 || (match[4] !== undefined && (hour < 1 || hour > 12))) return undefined;
    // Alone, "20ish" is more often an amount than 8 pm.
    if (match[1] === undefined && match[4] === undefined && hour > 12) return undefined;
    return timeAtom({ hour, minute }, match[4], match[1], 5);
  },
  examples: {
    accept: [
      ['come over at 9ish', '09:00', 'at 9ish'],
      ['dinner around 7:30ish tomorrow', '2026-05-20T19:30'],
      ['call me at 5-ish pm', '17:00'],
    ],
    reject: ['it costs 20ish dollars, roughly', 'we need 10ish people', 'I waited 20ish'],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';
import { clockZones } from './zoned-clock';

let midnight: RegExp | undefined;

/**
 * Noon or midnight written with its zone: "at noon London time", "a mezzanotte ora di New York". As for a clock time
 * (`zoned-clock`), that zone's wall clock, read on the request's own clock.
 */
export const zonedNoonMidnight: TemporalParser = {
  kind: 'parser',
  name: 'zoned-noon-midnight',
  locales: ['it', 'en'],
  pattern: () => new RegExp(
    `${B}(?:(${cueWords('noon-midnight/at')})\\s+)?(${cueWords('noon-midnight/mezzogiorno')})\\s*\\(?\\s*(?:${clockZones.map(([key]) => `(${cueWords(key)})`).join('|')})\\)?${E}(?!\\s*[+\\-−]\\s*\\d)`,
    'gu',
  ),
  build: (match) => {
    const index = match.slice(3).findIndex((word) => word !== undefined);
    const zone = clockZones[index]?.[1];
    if (zone === undefined) return undefined;
    midnight ??= new RegExp(`(?:${cueWords('nights-of-stay/notte')})`, 'u');
    const hour = midnight.test(match[2] ?? '') ? 0 : 12;
    return timeAtom({ hour, minute: 0, zone, fixed: true }, undefined, match[1], 6);
  },
  examples: {
    accept: [
      ['the draw is at noon New York time', '18:00'],
      ['domani a mezzanotte ora di Tokyo', '2026-05-19T17:00'],
    ],
    reject: [['the draw is at noon New York time', '12:00'], ['lunch at noon in London', '13:00']],
  },
};

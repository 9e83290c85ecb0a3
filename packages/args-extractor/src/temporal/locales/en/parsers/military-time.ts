import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Military time: "1500 hours", "at 0830 hours". */
export const militaryTime: TemporalParser = {
  kind: 'parser',
  name: 'military-time',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('military-time/at')})\\s+)?([01]\\d|2[0-3])([0-5]\\d)\\s+(?:${cueWords('military-time/hours')})${E}`, 'gu'),
  build: (match) => timeAtom({ hour: Number(match[2]), minute: Number(match[3]), fixed: true }, undefined, match[1], 5),
  examples: {
    accept: [
      ['1500 hours', '15:00'],
      ['at 0830 hours', '08:30'],
      ['muster at 0600 hrs', '06:00'],
    ],
    reject: [],
  },
};

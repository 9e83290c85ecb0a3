import { cueWords, alternation } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, multiYearUnits } from '../../../engine/temporal-patterns';

/** Lengths in multi-year units: "for a decade", "two decades", "per un decennio", "un biennio" (not "a decade ago"). */
export const multiYearLength: TemporalParser = {
  kind: 'parser',
  name: 'multi-year-length',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${cueWords('multi-year-length/a')}|\\d{1,2})\\s+(${alternation(Object.keys(multiYearUnits))})${E}(?!\\s+(?:${cueWords('multi-year-length/ago')})(?![\\p{L}]))`, 'gu'),
  build: (match) => {
    const count = /^\d/u.test(match[1] ?? '') ? Number(match[1]) : 1;
    const years = (multiYearUnits[match[2] ?? ''] ?? 0) * count;
    return years === 0 ? undefined : { kind: 'node', node: { type: 'duration', duration: { year: years } }, priority: 1 };
  },
  examples: {
    accept: [
      ['for a decade', 'P10Y'],
      ['per un decennio', 'P10Y'],
    ],
    reject: [],
  },
};

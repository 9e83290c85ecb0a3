import { cueWords, monthAbbreviations, monthNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MONTH_ABBR, MONTH_FULL } from '../../../engine/temporal-patterns';

/**
 * A lowercase month or month abbreviation after a possessive or "for" names the month: "my march bank statement", "our
 * sept invoice", "the electricity bill for feb" (a bare "march" or "feb" may be a verb or a word).
 */
export const monthAfterPossessive: TemporalParser = {
  kind: 'parser',
  name: 'month-after-possessive',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('month-after-possessive/my')})\\s+(${MONTH_FULL}|${MONTH_ABBR})\\.?(?![\\p{L}\\d])(?!\\s+\\d)`, 'gu'),
  build: (match) => {
    const word = match[1] ?? '';
    const month = monthNames[word] ?? monthAbbreviations[word];
    if (month === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'month', shift: 0, month: { month } }, priority: 3, skip: match[0].indexOf(word) };
  },
  examples: {
    accept: [
      ['show me our sept invoice', '2025-09-01..2025-10-01'],
      ['the water bill for nov', '2025-11-01..2025-12-01'],
    ],
    reject: ['we march for peace', 'the march for the climate'],
  },
};

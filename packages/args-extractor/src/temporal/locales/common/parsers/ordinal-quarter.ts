import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, ordinalWords, YEAR } from '../../../engine/temporal-patterns';

/** Quarters and halves by ordinal: "il quarto trimestre 2025", "the third quarter of 2025", "first half of next year". */
export const ordinalQuarter: TemporalParser = {
  kind: 'parser',
  name: 'ordinal-quarter',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(?:il|l'|the|nel|in the|in|during the|del|of the)\\s+)?(primo|secondo|terzo|quarto|ultimo|1st|2nd|3rd|4th|second|last|1°|2°|3°|4°)\\s+(trimestre|quarter|qtr|semestre|half)(?:\\s+(?:(?:del|dell'anno|of|of the year|,)\\s*)?(${YEAR})${E}|\\s+(dell'anno scorso|dell'anno prossimo|(?:of\\s+)?last year|(?:of\\s+)?next year|di quest'anno|(?:of\\s+)?this year))?${E}`, 'gu'),
  build: (match) => {
    const unit = /trimestre|quarter|qtr/u.test(match[2] ?? '') ? 'quarter' : 'half';
    let ordinal = ordinalWords[match[1] ?? ''] ?? 1;
    if (ordinal < 0) ordinal = unit === 'quarter' ? 4 : 2;
    if (unit === 'half' && ordinal > 2) return undefined;
    const year = yearOf(match[3]);
    const modifier = match[4] ?? '';
    const yearShift = /scorso|last/u.test(modifier) ? -1 : /prossimo|next/u.test(modifier) ? 1 : modifier === '' ? undefined : 0;
    const yearReference = year !== undefined ? { year } : yearShift !== undefined ? { yearShift } : undefined;
    return { kind: 'node', node: { type: 'period', unit, shift: 0, ordinal, ...(yearReference === undefined ? {} : { year: yearReference }) }, priority: 5 };
  },
  examples: {
    accept: [
      ['in the first half of next year', '2027-01-01..2027-07-01'],
      ['le vendite del quarto trimestre 2025', '2025-10-01..2026-01-01'],
      ['nel quarto trimestre chiudiamo il bilancio', '2026-10-01..2027-01-01'],
    ],
    reject: [],
  },
};

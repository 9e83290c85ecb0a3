import { cueWords } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, ordinalWords, YEAR } from '../../../engine/temporal-patterns';

/** Quarters and halves by ordinal: "il quarto trimestre 2025", "the third quarter of 2025", "first half of next year". */
export const ordinalQuarter: TemporalParser = {
  kind: 'parser',
  name: 'ordinal-quarter',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('ordinal-quarter/il')})?(${cueWords('ordinal-quarter/primo')}|1(?:${cueWords('ordinal-quarter/st')})|2(?:${cueWords('ordinal-quarter/nd')})|3(?:${cueWords('ordinal-quarter/rd')})|4(?:${cueWords('ordinal-quarter/th')})|1°|2°|3°|4°)\\s+(${cueWords('ordinal-quarter/trimestre')})(?:\\s+(?:${cueWords('ordinal-quarter/del')})?(${YEAR})${E}|\\s+(${cueWords('ordinal-quarter/dell-anno-scorso')}))?${E}`, 'gu'),
  build: (match) => {
    const unit = new RegExp(`(?:${cueWords('ordinal-quarter/trimestre-2')})`, 'u').test(match[2] ?? '') ? 'quarter' : 'half';
    let ordinal = ordinalWords[match[1] ?? ''] ?? 1;
    if (ordinal < 0) ordinal = unit === 'quarter' ? 4 : 2;
    if (unit === 'half' && ordinal > 2) return undefined;
    const year = yearOf(match[3]);
    const modifier = match[4] ?? '';
    // "metà" is a half of anything ("la seconda metà della partita"): a half of the year only when the year is named.
    if (new RegExp(`^(?:${cueWords('ordinal-quarter/meta')})$`, 'u').test(match[2] ?? '') && year === undefined && modifier === '') return undefined;
    // So is "half" ("Arsenal scored twice in the second half"): "the second half of the year" names the year.
    if (new RegExp(`^(?:${cueWords('ordinal-quarter/half')})$`, 'u').test(match[2] ?? '') && year === undefined && modifier === '' && !new RegExp(`^\\s+(?:${cueWords('ordinal-quarter/of-the-year')})(?![\\p{L}])`, 'u').test(match.input.slice(match.index + match[0].length))) return undefined;
    const yearShift = new RegExp(`(?:${cueWords('day-of-month/last')})`, 'u').test(modifier) ? -1 : new RegExp(`(?:${cueWords('day-month/prossimo-3')})`, 'u').test(modifier) ? 1 : modifier === '' ? undefined : 0;
    const yearReference = year !== undefined ? { year } : yearShift !== undefined ? { yearShift } : undefined;
    return { kind: 'node', node: { type: 'period', unit, shift: 0, ordinal, ...(yearReference === undefined ? {} : { year: yearReference }) }, priority: 5 };
  },
  examples: {
    accept: [
      ['in the first half of next year', '2027-01-01..2027-07-01'],
      ['hiring resumes in the second half of the year', '2026-07-01..2027-01-01'],
      ["i conti della seconda metà dell'anno", '2026-07-01..2027-01-01'],
      ['la prima metà del 2027', '2027-01-01..2027-07-01'],
      ['le vendite del quarto trimestre 2025', '2025-10-01..2026-01-01'],
      ['nel quarto trimestre chiudiamo il bilancio', '2026-10-01..2027-01-01'],
      // The current one named by its number is whole, as a named month is.
      ['le spese del primo semestre', '2026-01-01..2026-07-01'],
    ],
    reject: ['la seconda metà della partita è stata noiosa', 'a hat-trick in the 2nd half', 'he was subbed off in the first half'],
  },
};

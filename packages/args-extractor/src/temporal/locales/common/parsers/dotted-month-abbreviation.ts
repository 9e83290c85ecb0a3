import { alternation, cueWords, dottedMonthAbbreviations } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

/**
 * An Italian or Spanish month abbreviation alone after a cue, written with its dot: "a sett.", "entro dic.", "en sept.",
 * "hasta oct." (the month, like its full name). Without the dot many are ordinary words ("a mar", "en set"); next to a
 * day or a year other rules read them.
 */
export const dottedMonthAbbreviation: TemporalParser = {
  kind: 'parser',
  name: 'dotted-month-abbreviation',
  locales: ['it', 'es'],
  pattern: () => new RegExp(`${B}(${cueWords('dotted-month-abbreviation/in')})\\s+(${alternation(Object.keys(dottedMonthAbbreviations))})\\.(?!\\s*\\d|\\p{L})`, 'gu'),
  build: (match) => {
    const month = dottedMonthAbbreviations[match[2] ?? ''];
    if (month === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'month', shift: 0, month: { month } }, priority: 3, skip: match[0].indexOf(match[2] ?? '', (match[1] ?? '').length) };
  },
  examples: {
    accept: [
      ['il saldo arriva a ott.', '2026-10-01..2026-11-01', 'ott.'],
      ['vuelvo a Madrid en dic. con la familia', '2026-12-01..2027-01-01'],
    ],
    reject: ['vamos al mar', 'la sett. prossima ti chiamo', ['ci vediamo a sett. 12', '2026-09-01..2026-10-01']],
  },
};

import { alternation, cueWords, unitWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const termUnits = (): string => alternation(Object.keys(unitWords).filter((word) => unitWords[word] === 'year' || unitWords[word] === 'month'));

/**
 * A loan's term, "a" so many years or months after the loan: "abbiamo preso un mutuo a 25 anni", "un prestito a 36
 * mesi", "una hipoteca a 30 años" (an age stays no length: "a 30 anni ho cambiato lavoro").
 */
export const loanTerm: TemporalParser = {
  kind: 'parser',
  name: 'loan-term',
  locales: ['it', 'es'],
  pattern: () =>
    new RegExp(`${B}(?:${cueWords('loan-term/mutuo')})(?:\\s+(?!(?:${cueWords('loan-term/e')})(?![\\p{L}]))[\\p{L}]+){0,3}?\\s+(?:${cueWords('loan-term/a')})\\s+(\\d{1,2})\\s+(${termUnits()})${E}`, 'gu'),
  build: (match) => {
    const count = Number(match[1]);
    const unit = unitWords[match[2] ?? ''];
    if (count < 1 || (unit !== 'year' && unit !== 'month')) return undefined;
    return { kind: 'node', node: { type: 'duration', duration: { [unit]: count } }, priority: 1 };
  },
  examples: {
    accept: [
      ['abbiamo preso un mutuo a 25 anni', 'P25Y'],
      ['un mutuo a tasso fisso a 20 anni', 'P20Y'],
      ['un prestito personale a 36 mesi', 'P36M'],
      ['firmamos una hipoteca a 30 años', 'P30Y'],
    ],
    reject: ['a 30 anni ho cambiato lavoro', 'ho chiuso il mutuo e a 30 anni ero libero'],
  },
};

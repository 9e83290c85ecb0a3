import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * "l'ultimo dell'anno": the last day of the year, 31 December (New Year's Eve). Not the last of a year that is named
 * after it ("l'ultimo dell'anno scolastico", "l'ultimo dell'anno prima"), which is some other day or thing.
 */
export const lastOfTheYear: TemporalParser = {
  kind: 'parser',
  name: 'last-of-the-year',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(?:${cueWords('last-of-the-year/ultimo')})${E}(?!\\s+(?:${cueWords('last-of-the-year/scolastico')})${E})`, 'gu'),
  build: () => ({ kind: 'day', day: { type: 'holiday', holiday: 'new-years-eve' }, priority: 5 }),
  examples: {
    accept: [["a Capri per l'ultimo dell'anno", '2026-12-31']],
    reject: [["l'ultimo dell'anno scolastico è un venerdì", '2026-12-31'], ["il compito è l'ultimo dell'anno accademico", '2026-12-31']],
  },
};

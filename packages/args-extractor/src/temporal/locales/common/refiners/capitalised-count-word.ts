import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A length whose count word is capitalised in mid-sentence is a title, not a length: counts are written in lowercase
 * in running text, and titles capitalise their first word ("añade Cien años de soledad a mi lista", "pon Siete años en
 * el Tíbet", "add Twelve Years a Slave", "Cent'anni di solitudine"). At a sentence's start, or in a request written
 * all in capitals, the capital says nothing ("Siete años después…", "IN SEVEN YEARS").
 */
export const capitalisedCountWord: TemporalFilter = {
  kind: 'filter',
  name: 'capitalised-count-word',
  locales: ['it', 'en', 'es'],
  rejects: (atom, surroundings) => atom.kind === 'node' && atom.node?.type === 'duration' && surroundings.titled && surroundings.midSentence,
  examples: {
    accept: [
      ['tra sette anni', '2033-05-19'],
      ['dentro de siete años', '2033-05-19'],
      ['in seven years', '2033-05-19'],
      ['el viaje dura siete años', 'P7Y'],
      ['Siete años duró la guerra', 'P7Y'],
    ],
    reject: [
      'añade Cien años de soledad a mi lista',
      'pon Siete años en el Tíbet',
    ],
  },
};

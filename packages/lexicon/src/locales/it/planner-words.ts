import { articulate } from '../../grammar/articulate';
import * as grammar from './grammar';

const participles = (stem: string): string[] => ['o', 'a', 'i', 'e'].map((ending) => `${stem}${ending}`);

/** Italian words the single-step planner reads requests with (`@metnos/metis` `planSingleStep`). */
export const plannerWords = {
  /** Words that add nothing a tool argument could hold: politeness, interjections, "fammi", the verb a date falls on. */
  neutralWords: [
    'nuovo', 'nuova', 'nuovi', 'nuove', 'attuale', 'attualmente', 'corrente', 'esatta', 'esatto', 'grazie', 'favore',
    'cortesia', 'scusa', 'scusi', 'scusami', 'ops', 'ehi', 'fammi', 'fatemi', 'cade', 'cadrà',
  ],
  /** Words for "all of it" that a lookup drops without harm. */
  wholeWords: ['tutto'],
  /** Words that leave a choice ("~/a.pdf o ~/b.pdf"). */
  disjunctions: ['o', 'oppure', 'altrimenti'],
  /** Words that ask for what a thing holds ("cosa c'è scritto in", "cosa contiene"). */
  contentWords: ['contenuto', 'contenuti', 'scritto', 'contiene', 'contengono', 'dice', 'dentro'],
  /** Participles and verbs that say which time a window filters by ("modificati negli ultimi 7 giorni"). */
  modificationWords: [
    ...participles('modificat'), 'modificare', ...participles('cambiat'), 'cambiare', ...participles('aggiornat'), ...participles('toccat'),
  ],
  /** Words for "one" before a noun ("un promemoria"). */
  singularWords: ['un', 'una', 'uno'],
  /** Words that connect a verb to its text and are no part of it ("ricordami di …", "per dire …"). */
  textConnectors: [...articulate(grammar, 'di', { bare: true }), 'che', 'per', 'mi', 'ad', 'con', 'dire'],
  /** Words that make what follows belong to something ("la dimensione del …"). */
  genitiveWords: articulate(grammar, 'di', { bare: true }),
};

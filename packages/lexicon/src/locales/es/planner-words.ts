import { articulate } from '../../grammar/articulate';
import * as grammar from './grammar';

const participles = (stem: string): string[] => ['o', 'a', 'os', 'as'].map((ending) => `${stem}${ending}`);

/** Spanish words the single-step planner reads requests with (`@metnos/metis` `planSingleStep`). */
export const plannerWords = {
  /** Words that add nothing a tool argument could hold: politeness, interjections, "hazme". */
  neutralWords: [
    'nuevo', 'nueva', 'nuevos', 'nuevas', 'actual', 'actualmente', 'exacta', 'exacto', 'gracias', 'favor', 'porfa',
    'perdona', 'disculpa', 'oye', 'hola', 'hazme', 'cae',
  ],
  /** Words for "all of it" that a lookup drops without harm. */
  wholeWords: ['todo'],
  /** Words that leave a choice ("~/a.pdf o ~/b.pdf"). */
  disjunctions: ['o', 'u', 'si no'],
  /** Words that ask for what a thing holds ("qué pone en", "qué contiene"). */
  contentWords: ['contenido', 'contenidos', 'escrito', 'contiene', 'contienen', 'dice', 'pone', 'dentro'],
  /** Participles and verbs that say which time a window filters by ("modificados en los últimos 7 días"). */
  modificationWords: [
    ...participles('modificad'), 'modificar', ...participles('cambiad'), 'cambiar', ...participles('actualizad'), ...participles('editad'),
  ],
  /** Words for "one" before a noun ("un recordatorio"). */
  singularWords: ['un', 'una', 'uno'],
  /** Words that connect a verb to its text and are no part of it ("recuérdame que …", "para decir …"). */
  textConnectors: [...articulate(grammar, 'de', { bare: true }), 'que', 'para', 'me', 'a', 'con', 'decir'],
  /** Words that make what follows belong to something ("el tamaño del …"). */
  genitiveWords: articulate(grammar, 'de', { bare: true }),
};

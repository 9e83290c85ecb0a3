import { articulate } from '../../grammar/articulate';
import * as grammar from './grammar';

/** Italian words that introduce, join or end an argument's value in a request (`@metnos/args-extractor`). */
export const argumentWords = {
  /** Labels that introduce the value of an argument, by a word of the argument's name ("con oggetto Cena"). */
  labels: {
    subject: ['oggetto', 'con oggetto', "con l'oggetto", 'intitolata', 'intitolato', 'titolo', 'con titolo'],
    body: ['testo', 'con testo', 'con il testo', 'che dice', 'dicendo', 'con scritto', 'corpo', 'contenuto'],
    query: [
      'riguardo', 'riguardo a', 'riguardanti', 'che parlano di', 'che parla di', 'che riguardano', 'contenenti', 'che contengono',
      'con la parola', 'con le parole', ...articulate(grammar, 'su', { bare: true, elided: false }),
    ],
    pattern: ['nome', 'chiamato', 'chiamati', 'chiamata', 'chiamate', 'che si chiama', 'che si chiamano', 'con nome', 'dal nome', 'di nome', 'il cui nome contiene', 'nel nome'],
    name: ['chiamato', 'chiamata', 'con nome', 'di nome'],
    instruction: ['concentrandoti su', 'concentrati su'],
    text: ['testo'],
    max: ['massimo', 'al massimo', 'fino a', 'non più di', 'ultime', 'ultimi', 'prime', 'primi'],
    results: ['risultati'],
    sentences: ['frase', 'frasi'],
    bytes: ['byte'],
    description: ['descrizione'],
    attachments: ['allega', 'allegando', 'allegato', 'allegati', 'in allegato', 'con allegato'],
  },
  /** Words a read value does not end with: prepositions (articulated too), articles and conjunctions. */
  trailingFunctionWords: [
    ...['in', 'da', 'di', 'a', 'su'].flatMap((preposition) => articulate(grammar, preposition, { bare: true })),
    'per', 'con', 'entro', 'e', 'ed', 'o', ...grammar.articles,
  ],
  /** Copulas after a label ("oggetto è …"; "e" is "è" typed without its accent). */
  copulas: ['è', 'e'],
  /** Words that open a new clause after a comma ("…, e poi …"). */
  clauseOpeners: ['e', 'ed', 'poi', 'quindi'],
  /** Words that join a value to the next label ("… e testo …", "… con oggetto …"). */
  joiners: ['e', 'ed', 'con'],
};

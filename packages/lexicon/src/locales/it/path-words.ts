import type { PathWords } from '../locale-words';

/** Italian words that make "casa" the home folder (`@metnos/args-extractor` `findPaths`). */
export const pathWords: PathWords = {
  homeNames: ['casa'],
  homeOpeners: ['in', 'nella', 'nel', 'dalla', 'dal', 'della', 'sotto', 'mia', 'la mia', 'cartella', 'alla'],
  homeFollowers: [],
  notHomeFollowers: [
    'pagina', 'editrice', 'schermata', 'mutuo', 'partita', 'lavoro', 'dolce', 'di riposo', 'popolare', 'discografica', 'automobilistica',
    'farmaceutica', 'madre', 'produttrice', "d'aste", "d'asta", 'di cura', 'di moda',
  ],
};

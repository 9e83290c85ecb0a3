import type { LanguageCues } from '../locale-words';

/** What tells an Italian request from another language's (see `detectLanguage`). */
export const languageCues: LanguageCues = {
  timeWords: [
    'oggi', 'ieri', 'domani', 'dopodomani', 'stamattina', 'stasera', 'stanotte', 'settimana', 'settimane', 'mese',
    'mesi', 'anno', 'anni', 'giorni', 'minuti', 'secondi', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì',
    'sabato', 'domenica', 'scorsa', 'scorso', 'prossima', 'prossimo', 'ultimi', 'ultime', 'fa', 'mattina', 'pomeriggio',
    'sera', 'notte', 'mezzogiorno', 'mezzanotte',
  ],
  wordEndings: [
    'zione', 'zioni', 'mente', 'are', 'ere', 'ire', 'ato', 'ata', 'ati', 'ate', 'ito', 'ita', 'iti', 'ite', 'uto', 'uta',
    'ando', 'endo', 'etta', 'etto', 'ella', 'ello', 'issimo',
  ],
  letters: [],
  accentedLetters: ['à', 'è', 'é', 'ì', 'ò', 'ù'],
  exactWords: [],
  punctuation: [],
};

/** Italian words that go on with a further action ("… e poi inviamelo"), `@metnos/fast-path` `detectContinuation`. */
export const continuation = {
  /** Sequencing conjunctions. */
  sequenceMarkers: ['e poi', 'poi', 'e dopo', 'dopo di che', 'dopodiché', 'dopodiche', 'e infine', 'infine', 'e quindi', 'e anche'],
  /** Conjunctions that go on when an action verb follows. */
  conjunctions: ['e', 'ed'],
  /** Action verbs after a conjunction. */
  actionVerbs: [
    'invia', 'inviami', 'manda', 'mandami', 'salva', 'cancella', 'elimina', 'apri', 'mostra', 'mostrami', 'dimmi',
    'riassumi', 'descrivi', 'traduci', 'stampa', 'condividi', 'copia', 'sposta', 'carica', 'scarica', 'leggi', 'leggimi',
    'scrivi', 'crea', 'aggiungi', 'imposta', 'ricordami', 'inoltra', 'rispondi', 'dammi', 'fammi',
  ],
  /** Endings of a verb with an enclitic pronoun ("inviamelo", "mandagliela"). */
  encliticEndings: ['melo', 'mela', 'meli', 'mele', 'glielo', 'gliela', 'telo', 'tela', 'celo', 'cela'],
};

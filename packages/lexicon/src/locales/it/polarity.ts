/** Italian words of polarity: switching on or off, up or down (`@metnos/fast-path` `polaritySignature`). */
export const polarity = {
  on: [
    'accendi', 'accendere', 'accendila', 'accendilo', 'attiva', 'attivare', 'attivala', 'attivalo', 'abilita', 'abilitare',
    'avvia', 'avviare', 'apri', 'aprire', 'sblocca', 'riprendi', 'mostra',
  ],
  off: [
    'spegni', 'spegnere', 'spegnila', 'spegnilo', 'disattiva', 'disattivare', 'disattivala', 'disattivalo', 'disabilita',
    'disabilitare', 'ferma', 'fermare', 'chiudi', 'chiudere', 'blocca', 'sospendi', 'nascondi',
  ],
  /** Verbs after which "on" switches something on; Italian has none ("accendi" says it alone). */
  switchVerbs: [],
  up: ['alza', 'aumenta', 'alzare', 'aumentare'],
  down: ['abbassa', 'diminuisci', 'riduci', 'abbassare', 'diminuire', 'ridurre'],
  /** Negative words besides the negators of `request-markers.ts` ("nessuno", "niente"). */
  negativeWords: ['nessun', 'nessuno', 'nessuna', 'niente', 'nulla'],
  /** Negated contractions written whole; none in Italian. */
  negatedContractions: [],
};

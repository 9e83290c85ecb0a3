/** Italian words a replay reads requests with (`@metnos/args-extractor` `analyzeRequest`, `isNumberWord`). */
export const replayWords = {
  /** Short linking words that rule spans take in ("alle 17", "entro venerdì"): not values themselves. */
  linkingWords: ['di', 'a', 'da', 'il', 'la', 'lo', 'le', 'i', 'gli', "l'", 'alle', 'al', 'del', 'della', 'nel', 'nella', 'per', 'entro', 'fino', 'dal', 'e'],
  /** Number words the rules leave out because they double as common words ("uno"/"una" are articles, "sei" is "you are"). */
  ambiguousNumbers: { uno: 1, una: 1, sei: 6, nessuno: 0 },
  /** Words that carry a value a request depends on though no rule turns them into an argument (see the English list). */
  valueWords: [
    'mezzogiorno', 'mezzanotte', 'mattina', 'mattino', 'pomeriggio', 'sera', 'stasera', 'notte', 'stanotte', 'stamattina',
    'oggi', 'domani', 'ieri', 'dopodomani', "l'altroieri", 'altroieri', 'prossimo', 'prossima', 'prossimi', 'prossime', 'scorso', 'scorsa', 'scorsi', 'scorse',
    'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi',
    'gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre',
    'secondo', 'secondi', 'minuto', 'minuti', 'ora', 'ore', 'giorno', 'giorni', 'settimana', 'settimane', 'mese', 'mesi', 'anno', 'anni',
  ],
};

/**
 * Italian phrases of the closed L0 table (`@metnos/fast-path` `literalPhrases`), by the built-in tool they ask for:
 * realistic ways to ask for the time, the date, one's location, and to undo, in `normalizeQuery` form (lowercase,
 * straight apostrophes, no punctuation). When in doubt whether a phrase fits, leave it out: lookup is exact.
 */
export const literalPhrases = {
  get_now: [
    'che ora è', 'che ore sono', 'che ora è adesso', 'che ore sono adesso', 'che ora è ora', 'che ora e', "che ora e'",
    'che ore sono ora', 'mi dici che ore sono', 'mi dici che ora è', "mi dici l'ora", "dimmi l'ora", 'dimmi che ore sono',
    'dimmi che ora è', 'sai che ore sono', 'sai che ora è', 'mi sai dire che ore sono', "mi sai dire l'ora",
    'ora attuale', "l'ora", 'che ore abbiamo', 'che ora abbiamo', "l'ora esatta", "qual è l'ora",
  ],
  get_date: [
    'che giorno è', 'che giorno è oggi', 'oggi che giorno è', 'che giorno e', 'che giorno e oggi', 'che data è',
    'che data è oggi', 'oggi che data è', "qual è la data di oggi", 'quanti ne abbiamo', 'quanti ne abbiamo oggi',
    'la data di oggi', 'data di oggi', 'data odierna', 'dimmi la data', 'dimmi che giorno è', 'mi dici che giorno è',
    'sai che giorno è', 'che giorno è oggi di preciso',
  ],
  get_location: [
    'dove sono', 'dove sono adesso', 'dove sono ora', 'dove mi trovo', 'dove mi trovo adesso', 'dove ci troviamo',
    'dove siamo', 'dove siamo adesso', "qual è la mia posizione", 'la mia posizione', 'mia posizione',
    'posizione attuale', 'la mia posizione attuale', 'in che città sono', 'in che città mi trovo', 'dimmi dove sono',
    'dimmi dove mi trovo',
  ],
  undo_last_turn: [
    'annulla', "annulla l'ultima operazione", "annulla l'ultima azione", 'annulla ultima operazione',
    'annulla ultima azione', 'annullalo', 'annulla quello', 'annulla quello che hai fatto', "annulla l'ultima modifica",
    'disfa', "disfa l'ultima operazione", 'torna come prima', "annulla l'ultimo comando",
  ],
};

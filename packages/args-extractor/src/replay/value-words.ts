/**
 * Words that carry a value a request depends on even though no rule turns them into an argument: times of day,
 * parts of day, relative days, weekdays, months, duration units and the words that move a date ("next", "last").
 * Two requests that differ in one of them ("at 5 pm" / "at 5 am", "for 10 minutes" / "for 10 hours", "monday" /
 * "tuesday") must not share a replay. Lowercase, Italian and English; "may" is left out (an English verb).
 */
export const valueWords: ReadonlySet<string> = new Set([
  'am', 'pm', 'a.m', 'p.m', 'noon', 'midnight', 'morning', 'afternoon', 'evening', 'tonight', 'night',
  'mezzogiorno', 'mezzanotte', 'mattina', 'mattino', 'pomeriggio', 'sera', 'stasera', 'notte', 'stanotte', 'stamattina',
  'today', 'tomorrow', 'yesterday', 'oggi', 'domani', 'ieri', 'dopodomani', "l'altroieri", 'altroieri',
  'next', 'last', 'previous', 'prossimo', 'prossima', 'prossimi', 'prossime', 'scorso', 'scorsa', 'scorsi', 'scorse',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica',
  'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi',
  'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre',
  'second', 'seconds', 'minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years',
  'secondo', 'secondi', 'minuto', 'minuti', 'ora', 'ore', 'giorno', 'giorni', 'settimana', 'settimane', 'mese', 'mesi', 'anno', 'anni',
  'weekend',
]);

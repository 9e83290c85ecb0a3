import type { DurationUnit, PartOfDay } from './temporal-node';

/** Month names, Italian and English, normalised (lowercase, no accents), to month numbers. */
export const monthNames: Record<string, number> = {
  gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, novembre: 11, dicembre: 12,
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
};

/** Month abbreviations, accepted only next to a day number ("3 dic", "Oct 2"); `ago` and `set` are left out. */
export const monthAbbreviations: Record<string, number> = {
  gen: 1, feb: 2, mar: 3, apr: 4, mag: 5, giu: 6, lug: 7, sett: 9, ott: 10, nov: 11, dic: 12,
  jan: 1, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, dec: 12,
};

/** Weekday names to day numbers (0 = Sunday). */
export const weekdayNames: Record<string, number> = {
  domenica: 0, lunedi: 1, martedi: 2, mercoledi: 3, giovedi: 4, venerdi: 5, sabato: 6,
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
};

/** Weekday abbreviations, accepted only before a date ("lun 25 maggio", "Mon May 25"). */
export const weekdayAbbreviations: Record<string, number> = {
  dom: 0, lun: 1, mar: 2, mer: 3, gio: 4, ven: 5, sab: 6,
  sun: 0, mon: 1, tue: 2, tues: 2, wed: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6,
};

/** Unit words of durations, offsets and rolling windows. */
export const unitWords: Record<string, DurationUnit> = {
  secondi: 'second', secondo: 'second', sec: 'second', secs: 'second', seconds: 'second', second: 'second',
  minuti: 'minute', minuto: 'minute', min: 'minute', mins: 'minute', minutes: 'minute', minute: 'minute',
  ore: 'hour', ora: 'hour', h: 'hour', hr: 'hour', hrs: 'hour', hours: 'hour', hour: 'hour',
  giorni: 'day', giorno: 'day', giornate: 'day', giornata: 'day', gg: 'day', days: 'day', day: 'day',
  settimane: 'week', settimana: 'week', weeks: 'week', week: 'week', wk: 'week', wks: 'week', fortnight: 'week', fortnights: 'week',
  mesi: 'month', mese: 'month', months: 'month', month: 'month',
  anni: 'year', anno: 'year', years: 'year', year: 'year', yr: 'year', yrs: 'year',
};

/** Part-of-day words. */
export const partWords: Record<string, PartOfDay> = {
  mattina: 'morning', mattino: 'morning', mattinata: 'morning', morning: 'morning',
  pomeriggio: 'afternoon', afternoon: 'afternoon',
  sera: 'evening', serata: 'evening', evening: 'evening',
  notte: 'night', nottata: 'night', night: 'night',
  pranzo: 'lunch', lunch: 'lunch', lunchtime: 'lunch',
  cena: 'dinner', dinner: 'dinner', dinnertime: 'dinner',
};

/** Alternation of keys, longest first, for building patterns. */
export function alternation(words: Iterable<string>): string {
  return [...words].sort((left, right) => right.length - left.length).map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|');
}

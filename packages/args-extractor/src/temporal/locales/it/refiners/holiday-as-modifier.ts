import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';
import { B, E, MONTH_FULL, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** "<noun> di" before the holiday, the noun not one of the times a holiday spans ("il giorno di", "la notte di", "la festa di"). */
const modifierBefore = new RegExp(`(?:^|[^\\p{L}])(?!(?:${cueWords('holiday-as-modifier/giorno')})\\s)\\p{L}{3,}\\s+(?:${cueWords('holiday-as-modifier/di')})\\s+$`, 'u');
/** A day written out elsewhere in the request: a month or weekday name. */
const explicitDay = new RegExp(`${B}(?:${MONTH_FULL}|${WEEKDAY_FULL})${E}`, 'u');

/**
 * A holiday after "<noun> di" names the kind of an event ("il mercatino di Natale", "il concerto di Capodanno"), not
 * its day, when the request names the day elsewhere with a month or a weekday: "il mercatino di Natale apre il primo
 * sabato di dicembre" is 5 December (a day written with its number is `holiday-beside-explicit-date`'s). Alone ("il concerto di Capodanno lo guardo in tv") it still reads as the
 * holiday, and so does the day of a holiday ("il pranzo del giorno di Natale", "la notte di San Lorenzo") whatever else
 * is named.
 */
export const holidayAsModifier: TemporalFilter = {
  kind: 'filter',
  name: 'holiday-as-modifier',
  locales: ['it'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' || atom.day?.type !== 'holiday' || atom.declared === true) return false;
    if (!modifierBefore.test(surroundings.normalizedBefore)) return false;
    return explicitDay.test(`${surroundings.normalizedBefore} ${surroundings.after}`);
  },
  examples: {
    accept: [
      ['il concerto di Capodanno lo guardo in tv', '2027-01-01'],
      ['la notte di San Lorenzo guardiamo le stelle, poi lunedì si riparte', '2026-08-10T22:00..2026-08-11T06:00'],
    ],
    reject: [
      ['la fiera di Pasqua apre il primo sabato di aprile', '2027-03-28'],
      ['il concerto di Capodanno lo registrano sabato', '2027-01-01'],
    ],
  },
};

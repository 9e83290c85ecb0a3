import { cueWords } from '../../../temporal-lexicon';
import { validCalendar } from '../../../engine/atom-builders';
import type { DayNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';

/**
 * A day and month without a year, anywhere, in a request not read as English ("dentista 12/06", "scadenza bolletta
 * 30/06", "cita 05/11"): Italian and Spanish write the day first, and a day or month written with two digits ("06",
 * "05/11") or a day no month can be ("30/10") says it is a date, not a score or a fraction ("6/10 non lo consiglio", "3/4 di litro"). Not
 * after the number of a document ("prot. n. 12/06").
 */
export const paddedDayMonth: TemporalParser = {
  kind: 'parser',
  name: 'padded-day-month',
  locales: ['it', 'es'],
  pattern: () =>
    new RegExp(
      `(?<![\\p{L}\\d/.,:-]|(?:${cueWords('padded-day-month/not-after')})\\s*)(?:(\\d{1,2})/(0[1-9])|(0[1-9]|1[3-9]|2\\d|3[01])/(1[0-2]))(?![\\d/]|[.,:]\\d)`,
      'gu',
    ),
  build: (match, context) => {
    if (context.language === 'en') return undefined;
    const day = Number(match[1] ?? match[3]);
    const month = Number(match[2] ?? match[4]);
    // Both numbers 1–12 and different: the other order is a reading too, which a weekday beside it may pick ("Mon 06/01").
    const node: DayNode = { type: 'calendar-date', day, month, ...(day <= 12 && day !== month ? { swappable: true } : {}) };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 3 } : undefined;
  },
  examples: {
    accept: [
      ['parrucchiere 09/07 ore 10', '2026-07-09T10:00'],
      ['revisione auto 28/10', '2026-10-28'],
      ['cita médico 05/11', '2026-11-05'],
    ],
    reject: ['al ristorante darei 7/10', 'aggiungi 3/4 di litro di latte', 'vedi prot. n. 12/06', 'ho preso 28/30 all\'esame', ['call the dentist on Tuesday about the 12/06 invoices', '2026-06-12']],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, ORDINAL_SUFFIX, YEAR } from '../../../engine/temporal-patterns';

function relativeYearShift(written: string): number {
  if (new RegExp(`(?:${cueWords('month/next-year')})`, 'u').test(written)) return 1;
  if (new RegExp(`(?:${cueWords('month/last-year')})`, 'u').test(written)) return -1;
  return 0;
}

/** Day, month, optional year: "3 marzo 2026", "l'8 agosto", "1° luglio", "24th December 2025", "3rd of November", "2 Oct", "lo scorso 12 marzo", "il 12 dicembre dell'anno scorso". */
export const dayMonth: TemporalParser = {
  kind: 'parser',
  name: 'day-month',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:${cueWords('day-month/il')})?(?:(${cueWords('day-month/prossimo')})\\s+)?(?:(${DAY})${ORDINAL_SUFFIX}|(${cueWords('day-month/primo')}))(?:${cueWords('day-month/di')})?\\s+(?:${cueWords('temporal-patterns/the')})?(${MONTH_ANY})(?![\\p{L}])(?:,?\\s*(?:${cueWords('day-month/del')})?(${YEAR}|'\\d\\d)${E})?(?:\\s+(?:(${cueWords('day-month/of-last-year')})|(${cueWords('day-month/prossimo-2')})))?`, 'gu'),
  build: (match) => {
    const month = monthOf(match[4] ?? '');
    if (month === undefined) return undefined;
    // The decimals of a number are no day ("the 3.1 gen controller"), nor is a product's generation after an English ordinal
    // ("Kindle 11th gen", "AirPods Pro 2nd gen").
    if (/\d[.,]$/u.test(match.input.slice(0, match.index))) return undefined;
    if (match[2] !== undefined && new RegExp(`\\d(?:${cueWords('find-temporal-values/st')})\\s+(?:${cueWords('day-month/generation')})$`, 'u').test(match[0])) return undefined;
    const day = match[3] === undefined ? Number(match[2]) : 1;
    const year = yearOf(match[5]);
    // "lo scorso 12 marzo", "il prossimo 12 giugno", "12 marzo scorso".
    const written = match[7] ?? match[1];
    const modifier = written === undefined || year !== undefined ? undefined : new RegExp(`(?:${cueWords('day-month/prossimo-3')})`, 'u').test(written) ? 'next' : 'last';
    // "il 12 dicembre dell'anno scorso", "12 December next year": the day in a year counted from this one.
    const yearShift = match[6] === undefined || year !== undefined ? undefined : relativeYearShift(match[6]);
    const node: DayNode = { type: 'calendar-date', month, day, ...(year === undefined ? {} : { year }), ...(yearShift === undefined ? {} : { yearShift }), ...(modifier === undefined || yearShift !== undefined ? {} : { modifier }) };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 4 } : undefined;
  },
  examples: {
    accept: [
      ["ci eravamo visti il 3 febbraio dell'anno scorso", '2025-02-03', "il 3 febbraio dell'anno scorso"],
      ['la fiera torna il 9 ottobre del prossimo anno', '2027-10-09'],
      ['we renewed the lease on 2 March last year', '2025-03-02'],
      ['la feria vuelve el 8 de octubre del año que viene', '2027-10-08'],
      ['el 3 de marzo de 2027', '2027-03-03'],
      ['l\'8 agosto', '2026-08-08'],
      ['1° luglio', '2026-07-01'],
      // Spanish ordinal day markers.
      ['las clases empiezan el 1.º de septiembre', '2026-09-01'],
      ['el 1er de septiembre', '2026-09-01'],
      ['nos vemos el 1° de septiembre', '2026-09-01'],
      ['il 1° settembre', '2026-09-01'],
    ],
    reject: [
      ['las clases empiezan el 1.º de septiembre', '2026-06-01'],
      ["ci eravamo visti il 3 febbraio dell'anno scorso", '2025-02-01..2025-03-01'],
      ['il 3 febbraio anno scolastico nuovo', '2025-02-03'],
      'Kindle Paperwhite (11th Gen)',
      'AirPods Pro 2nd gen',
      'the 3.1 gen controller',
    ],
  },
};

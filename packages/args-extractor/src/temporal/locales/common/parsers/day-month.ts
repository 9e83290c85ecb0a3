import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, ORDINAL_SUFFIX, YEAR } from '../../../engine/temporal-patterns';

/** Day, month, optional year: "3 marzo 2026", "l'8 agosto", "1° luglio", "24th December 2025", "3rd of November", "2 Oct", "lo scorso 12 marzo". */
export const dayMonth: TemporalParser = {
  kind: 'parser',
  name: 'day-month',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:${cueWords('day-month/il')})?(?:(${cueWords('day-month/prossimo')})\\s+)?(?:(${DAY})${ORDINAL_SUFFIX}|(${cueWords('day-month/primo')}))(?:${cueWords('day-month/di')})?\\s+(?:${cueWords('temporal-patterns/the')})?(${MONTH_ANY})(?![\\p{L}])(?:,?\\s*(?:${cueWords('day-month/del')})?(${YEAR}|'\\d\\d)${E})?(?:\\s+(${cueWords('day-month/prossimo-2')}))?`, 'gu'),
  build: (match) => {
    const month = monthOf(match[4] ?? '');
    if (month === undefined) return undefined;
    const day = match[3] === undefined ? Number(match[2]) : 1;
    const year = yearOf(match[5]);
    // "lo scorso 12 marzo", "il prossimo 12 giugno", "12 marzo scorso".
    const written = match[6] ?? match[1];
    const modifier = written === undefined || year !== undefined ? undefined : new RegExp(`(?:${cueWords('day-month/prossimo-3')})`, 'u').test(written) ? 'next' : 'last';
    const node: DayNode = { type: 'calendar-date', month, day, ...(year === undefined ? {} : { year }), ...(modifier === undefined ? {} : { modifier }) };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 4 } : undefined;
  },
  examples: {
    accept: [
      ['el 3 de marzo de 2027', '2027-03-03'],
      ['l\'8 agosto', '2026-08-08'],
      ['1° luglio', '2026-07-01'],
      // Spanish ordinal day markers.
      ['las clases empiezan el 1.º de septiembre', '2026-09-01'],
      ['el 1er de septiembre', '2026-09-01'],
      ['nos vemos el 1° de septiembre', '2026-09-01'],
      ['il 1° settembre', '2026-09-01'],
    ],
    reject: [['las clases empiezan el 1.º de septiembre', '2026-06-01']],
  },
};

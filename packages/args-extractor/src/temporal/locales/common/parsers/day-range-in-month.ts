import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, YEAR } from '../../../engine/temporal-patterns';

/** Ranges of day numbers in one month: "dal 13 al 15 luglio", "tra il 13 e il 15 luglio", "13-15 luglio", "July 13-15", "between July 13 and 15", "from June 15 to 30", "September 1st to 30th". */
export const dayRangeInMonth: TemporalParser = {
  kind: 'parser',
  name: 'day-range-in-month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('day-range-in-month/dal')})\\s+)?(?:${cueWords('day-range-in-month/il')})?(${DAY}|${cueWords('day-month/primo')})(?:°|${cueWords('find-temporal-values/st')})?\\s*(?:-|${cueWords('day-range-in-month/al')})\\s*(?:${cueWords('day-range-in-month/il')})?(${DAY})(?:°|${cueWords('find-temporal-values/st')})?(?:${cueWords('day-range-in-month/di')})?\\s+(${MONTH_ANY})(?![\\p{L}])(?:,?\\s*(${YEAR})${E})?`, 'gu'),
  build: (match) => {
    const month = monthOf(match[4] ?? '');
    if (month === undefined) return undefined;
    const year = yearOf(match[5]);
    const from: DayNode = { type: 'calendar-date', month, day: match[2] === 'primo' ? 1 : Number(match[2]), ...(year === undefined ? {} : { year }) };
    const to: DayNode = { type: 'calendar-date', month, day: Number(match[3]), ...(year === undefined ? {} : { year }) };
    if (!validCalendar(from) || !validCalendar(to) || from.day >= to.day) return undefined;
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 6 };
  },
  examples: {
    accept: [
      ['dal 13 al 15 luglio', '2026-07-13..2026-07-16'],
      ['tra il 13 e il 15 luglio', '2026-07-13..2026-07-16'],
    ],
    reject: [],
  },
};

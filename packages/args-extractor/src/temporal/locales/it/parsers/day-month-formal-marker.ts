import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, MONTH_ANY, ORDINAL_SUFFIX } from '../../../engine/temporal-patterns';

/**
 * A yearless day and month with the marker of Italian letters after it: "il 12 maggio u.s." (ultimo scorso: the last
 * such day, in the past), "il 3 giugno p.v." (prossimo venturo: the coming one). The marker settles the direction that
 * the tense of the clause would otherwise guess. Written in lower case, as letters write it: "U.S." is the country.
 */
export const dayMonthFormalMarker: TemporalParser = {
  kind: 'parser',
  name: 'day-month-formal-marker',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('day-month/il')})?(${DAY})${ORDINAL_SUFFIX}(?:${cueWords('day-month/di')})?\\s+(${MONTH_ANY})\\s+(?:(${cueWords('month-abbreviation-italian/us')})|(${cueWords('month-abbreviation-italian/pv')}))(?![\\p{L}\\d])`,
      'gu',
    ),
  build: (match, context) => {
    // "on 4 July U.S. citizens…": the country's initials, written in capitals, are no marker of Italian letters.
    const marker = match[3] ?? match[4] ?? '';
    const end = match.index + match[0].length;
    if (/\p{Lu}/u.test(context.original(end - marker.length, end))) return undefined;
    const month = monthOf(match[2] ?? '');
    if (month === undefined) return undefined;
    const node: DayNode = { type: 'calendar-date', month, day: Number(match[1]), modifier: match[3] === undefined ? 'next' : 'last' };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 6 } : undefined;
  },
  examples: {
    accept: [
      ['il 12 maggio u.s.', '2026-05-12'],
      ['rispondo alla Vostra del 3 marzo u.s. in merito al preventivo', '2026-03-03'],
      ['la riunione del 30 novembre u.s. è stata rinviata', '2025-11-30'],
      ['la consegna è prevista per il 12 maggio p.v.', '2027-05-12'],
      ['il 3 giugno p.v. alle ore 10', '2026-06-03T10:00'],
    ],
    reject: [
      ['il 12 maggio u.s.', '2027-05-12'],
      ['il 3 marzo usciamo presto', '2026-03-03'],
      ['il 12 maggio ci vediamo', '2026-05-12'],
      ['on 4 July U.S. citizens celebrate independence', '2025-07-04'],
    ],
  },
};

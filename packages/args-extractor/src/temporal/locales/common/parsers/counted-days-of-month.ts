import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthReferenceOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_REFERENCE } from '../../../engine/temporal-patterns';

/**
 * The first or last days or weeks of a month: "the first two weeks of July" (the 1st to the 14th), "the last 10 days
 * of June", "the final 3 days of the month", "le ultime due settimane di agosto", "las dos últimas semanas de agosto"
 * (the count before or after the word). Not the rolling "last two weeks", which ends now.
 */
export const countedDaysOfMonth: TemporalParser = {
  kind: 'parser',
  name: 'counted-days-of-month',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:${cueWords('counted-days-of-month/the')})?(?:(${cueWords('counted-days-of-month/first')}|${cueWords('counted-days-of-month/last')})\\s+(\\d{1,2})|(\\d{1,2})\\s+(${cueWords('counted-days-of-month/first')}|${cueWords('counted-days-of-month/last')}))\\s+(${cueWords('counted-days-of-month/day')}|${cueWords('counted-days-of-month/week')})\\s+(?:${cueWords('counted-days-of-month/of')})\\s+(${MONTH_REFERENCE})${E}`, 'gu'),
  build: (match) => {
    const month = monthReferenceOf(match[6] ?? '');
    const word = match[1] ?? match[4] ?? '';
    if (month === undefined) return undefined;
    const weeks = new RegExp(`^(?:${cueWords('counted-days-of-month/week')})$`, 'u').test(match[5] ?? '');
    const days = Number(match[2] ?? match[3]) * (weeks ? 7 : 1);
    if (days < 2 || days > 27) return undefined;
    const first = new RegExp(`^(?:${cueWords('counted-days-of-month/first')})$`, 'u').test(word);
    const edge: DayNode = { type: 'month-edge', edge: first ? 'first' : 'last', month };
    const other: DayNode = { type: 'shifted-day', base: edge, days: first ? days - 1 : 1 - days };
    const [from, to] = first ? [edge, other] : [other, edge];
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 7 };
  },
  examples: {
    accept: [
      ['block the first two weeks of July.', '2026-07-01..2026-07-15'],
      ['the last 10 days of June are busy', '2026-06-21..2026-07-01'],
      ['the final 3 days of the month', '2026-05-29..2026-06-01'],
      ['i primi dieci giorni di luglio sono in ferie', '2026-07-01..2026-07-11'],
      ['las tres últimas semanas de julio', '2026-07-11..2026-08-01'],
    ],
    reject: [
      ['the last two weeks of June are busy', '2026-05-05T14:05..2026-05-19T14:05'],
      ['block the first two weeks of July.', 'P14D'],
      ['gli ultimi tre giorni di marzo', '2026-05-16T14:05..2026-05-19T14:05'],
    ],
  },
};

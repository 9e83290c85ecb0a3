import { alternation, cueWords, dottedMonthAbbreviations } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { monthOf, validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, ORDINAL_SUFFIX, WEEKDAY_ABBR, WEEKDAY_FULL, YEAR } from '../../../engine/temporal-patterns';

/** Inside the labels a short month needs no dot ("sab 1 ago 2026"). */
const MONTH = `(?:${MONTH_ANY}|(?:${alternation(Object.keys(dottedMonthAbbreviations))})\\.?)`;
const LABEL_GAP = '\\s*:?\\s*';
const DATE = `(?:(?:${WEEKDAY_FULL}|(?:${WEEKDAY_ABBR})\\.?),?\\s+)?(${DAY})${ORDINAL_SUFFIX}\\s+(${MONTH})(?![\\p{L}])(?:,?\\s+(${YEAR})${E})?`;

function dayOf(day: string | undefined, monthWord: string | undefined, yearWord: string | undefined): DayNode | undefined {
  const month = monthOf(monthWord ?? '') ?? dottedMonthAbbreviations[(monthWord ?? '').replace(/\.$/u, '')];
  if (month === undefined) return undefined;
  const year = yearOf(yearWord);
  const node: DayNode = { type: 'calendar-date', month, day: Number(day), ...(year === undefined ? {} : { year }) };
  return validCalendar(node) ? node : undefined;
}

/**
 * Labelled arrival and departure dates are one stay: "Check-in Mon 14 Sep, check-out Fri 18 Sep", "arrivo: 3 agosto –
 * partenza: 10 agosto" read as the range from the first to the second.
 */
export const checkInCheckOut: TemporalParser = {
  kind: 'parser',
  name: 'check-in-check-out',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('check-in-check-out/check-in')})${LABEL_GAP}${DATE}\\s*[,;–—-]?\\s*(?:${cueWords('check-in-check-out/check-out')})${LABEL_GAP}${DATE}`, 'gu'),
  build: (match) => {
    const from = dayOf(match[1], match[2], match[3] ?? match[6]);
    const to = dayOf(match[4], match[5], match[6] ?? match[3]);
    if (from === undefined || to === undefined) return undefined;
    return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 8 };
  },
  examples: {
    accept: [
      ['arrivo: 3 agosto – partenza: 10 agosto', '2026-08-03..2026-08-11'],
      ['Arrival Tue 6 Oct, departure Thu 8 Oct', '2026-10-06..2026-10-09'],
      ['check-in 30 ago 2026, check-out 2 sett 2026', '2026-08-30..2026-09-03'],
    ],
    reject: [['arrivo 3 agosto, poi il 10 agosto la partenza', '2026-08-03..2026-08-11']],
  },
};

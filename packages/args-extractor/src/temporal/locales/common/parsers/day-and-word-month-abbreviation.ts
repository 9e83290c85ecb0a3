import { alternation, cueWords, dottedMonthAbbreviations, monthAbbreviations, monthNames } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY, E, YEAR } from '../../../engine/temporal-patterns';

/** The month abbreviations that are also ordinary words: neither a plain abbreviation nor a month's name. */
function wordLikeAbbreviations(): string[] {
  return Object.keys(dottedMonthAbbreviations).filter((word) => !(word in monthAbbreviations) && !(word in monthNames));
}

/**
 * A day before a month abbreviation that is also an ordinary word ("ago", "set"), read only after an article with its
 * full stop ("il 21 ago.") or before a year ("15 set 2026"): "21 ago" alone may be English, "ha giocato 2 set." sets.
 */
export const dayAndWordMonthAbbreviation: TemporalParser = {
  kind: 'parser',
  name: 'day-and-word-month-abbreviation',
  locales: ['it', 'es'],
  pattern: () => {
    const word = alternation(wordLikeAbbreviations());
    return new RegExp(`${B}(?:(?:${cueWords('month-abbreviation-italian/il')})\\s+(${DAY})\\s+(${word})\\.(?!\\s*\\d|\\p{L})|(${DAY})\\s+(${word})\\.?\\s+(${YEAR})${E})`, 'gu');
  },
  build: (match) => {
    const month = dottedMonthAbbreviations[match[2] ?? match[4] ?? ''];
    if (month === undefined) return undefined;
    const year = yearOf(match[5]);
    const day: DayNode = { type: 'calendar-date', month, day: Number(match[1] ?? match[3]), ...(year === undefined ? {} : { year }) };
    if (!validCalendar(day)) return undefined;
    // The article before the day is a cue, kept out of the span.
    return { kind: 'day', day, priority: 6, ...(match[1] === undefined ? {} : { skip: match[0].search(/\d/u) }) };
  },
  examples: {
    accept: [
      ['la fattura scade il 10 set.', '2026-09-10'],
      ['rientro previsto 3 ago 2027', '2027-08-03'],
    ],
    reject: ['ho vinto 6 set a 2', ['vinto 2 set, 2026 da ricordare', '2026-09-02'], ['ha giocato 2 set. Poi basta', '2026-09-02']],
  },
};

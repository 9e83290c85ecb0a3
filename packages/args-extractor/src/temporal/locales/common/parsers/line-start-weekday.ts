import { cueWords, weekdayAbbreviations } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { WEEKDAY_ABBR } from '../../../engine/temporal-patterns';

/**
 * A weekday abbreviation opening a line of a note or a chat, as people head an item with its day: "Mon: dentist", "fri -
 * farmers market", "Tue, send deck", "lun: dentista"; and without punctuation only those that are no other word ("fri
 * pls", "weds works for me", "sab mercatino", "ven consegna"; not "sun is out", "mar" or "dom").
 */
export const lineStartWeekday: TemporalParser = {
  kind: 'parser',
  name: 'line-start-weekday',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`(?<![\\p{L}\\d])(?:(${WEEKDAY_ABBR})\\.?[ \\t]*(?=[:,]|[-–][ \\t])|(${cueWords('line-start-weekday/plain')})\\.?[ \\t]+(?=\\p{L}))`, 'gu'),
  build: (match, context) => {
    // The line starts here: the normalised text has no line breaks, the original has.
    if (!/(?:^|\n)[ \t]*$/u.test(context.original(0, match.index))) return undefined;
    const word = match[1] ?? match[2] ?? '';
    const weekday = weekdayAbbreviations[word];
    if (weekday === undefined) return undefined;
    return { kind: 'day', day: { type: 'weekday', weekday, modifier: 'none' }, priority: 1 };
  },
  examples: {
    accept: [
      ['Mon: dentist', '2026-05-25', 'Mon'],
      ['fri - farmers market', '2026-05-22'],
      ['todo\nsat: car wash', '2026-05-23'],
      ['weds works for me', '2026-05-20'],
      ['lun: dentista', '2026-05-25'],
      ['sab mercatino', '2026-05-23'],
    ],
    reject: ['sun is out', 'call Mon: he is back',  'mar calmo e sole', 'the sun: a short history'],
  },
};

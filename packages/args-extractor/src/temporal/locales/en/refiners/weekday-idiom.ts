import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { cueWords, weekdayNames } from '../../../temporal-lexicon';

/** English weekday names: Italian "a domenica" is "until Sunday", not an article. */
const englishWeekdays = new Set(Object.keys(dateWordsOfEveryLocale.find((words) => words.language === 'en')?.weekdays ?? {}));
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A weekday in an idiom or a fixed name is no day: "his Sunday best" (best clothes), "the Monday blues", a name
 * ("Wednesday Addams", "the Sunday Times", "Sunday league"); nor one after "a" that qualifies a noun ("a sunday roast
 * recipe", "a Friday feeling"). "sunday roast at mum's" is this Sunday's.
 */
export const weekdayIdiom: TemporalFilter = {
  kind: 'filter',
  name: 'weekday-idiom',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' || atom.day?.type !== 'weekday' || weekdayNames[surroundings.written.trim().toLowerCase()] === undefined) return false;
    if (new RegExp(`^\\s+(?:${cueWords('weekday-idiom/best')})(?![\\p{L}])`, 'u').test(surroundings.after)) return true;
    // "a sunday roast recipe": after "a", the weekday qualifies the noun that follows, a kind of thing, no day.
    return englishWeekdays.has(surroundings.written.trim().toLowerCase()) && new RegExp(`(?:^|\\s)(?:${cueWords('weekday-idiom/a')})\\s+$`, 'u').test(surroundings.normalizedBefore) && /^\s+\p{L}/u.test(surroundings.after);
  },
  examples: {
    accept: [['the best Sunday brunch is on Sunday', '2026-05-24'], ['roast on sunday', '2026-05-24'], ['sunday roast at the pub', '2026-05-24'], ['drop by on a sunday', '2026-05-24']],
    reject: ['she put on her Sunday best', 'a bad case of the Monday blues', 'a sunday roast recipe book?', 'what a monday morning!', 'dressed as Wednesday Addams.', 'did you buy the Sunday Times?'],
  },
};

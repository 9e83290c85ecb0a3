import { cueWords } from '../../../temporal-lexicon';
import { dateWordWritten } from '../../../engine/date-word-written';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** Words that may follow a bare ordinal day; any other word is what it counts. */
const afterOrdinalDay = new RegExp(`^\\s+(?:${cueWords('ordinal-before-noun/of')})(?![\\p{L}])`, 'u');

/** A verb or an answer after a day asked about is no noun it counts: "does the 30th work for you?", "the 5th is fine". */
const verbAfterOrdinalDay = new RegExp(`^\\s+(?:${cueWords('ordinal-before-noun/work')})(?![\\p{L}])`, 'u');

/** A bare ordinal before a noun or a name counts it: "the first episode", "The Fourth Estate" (not "on the 3rd to pay", "the 15th at noon"). */
export const ordinalBeforeNoun: TemporalFilter = {
  kind: 'filter',
  name: 'ordinal-before-noun',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    const { written, after, writtenAfter } = surroundings;
    if (atom.kind !== 'day' || atom.day?.type !== 'day-of-month' || !new RegExp(`^(?:${cueWords('temporal-patterns/the')})?(?:${cueWords('ordinal-before-noun/first')}|\\d{1,2}(?:${cueWords('find-temporal-values/st')}))$`, 'iu').test(written.trim()) || afterOrdinalDay.test(after) || verbAfterOrdinalDay.test(after)) return false;
    const next = /^\s+(\p{L}[\p{L}']*)/u.exec(writtenAfter)?.[1];
    return next !== undefined && !dateWordWritten.test(next) && !dateWordWritten.test(next.charAt(0).toUpperCase() + next.slice(1));
  },
  examples: {
    // A verb after the day says what it does, it counts nothing: "the 28th works for me".
    accept: [
      ['the 28th works for me', '2026-05-28'],
      ['does the 28th work for you?', '2026-05-28'],
      ['the 3rd should be quiet', '2026-06-03'],
    ],
    reject: [
      'the first episode',
      'The Fourth Estate',
      ['the 5th workshop of the series', '2026-06-05'],
    ],
  },
};

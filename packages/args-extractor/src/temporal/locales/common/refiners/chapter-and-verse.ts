import { cueWords } from '../../../temporal-lexicon';
import { dateWordWritten } from '../../../engine/date-word-written';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * Chapter and verse after a capitalised name: "John 3:16", "Genesi 1:27" (a person met at a time is not a book: "meeting
 * with Marco 15:30"; nor a clock with a leading zero, "London Euston 08:43", "Departs 13:00, platform 4", nor one after a date word, "Jun 09:00", nor
 * one after an article: "The 18:45 to Brighton" is a train named by its time).
 */
export const chapterAndVerse: TemporalFilter = {
  kind: 'filter',
  name: 'chapter-and-verse',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const { written, before, midSentence, allCaps } = surroundings;
    // A chapter or verse is never written with a leading zero, and there is no verse 0: "Euston 08:43", "Departs 13:00",
    // "Leaves 9:05" are clocks.
    if (atom.kind !== 'time' || !/^(?!0)\d{1,3}[:.](?!0)\d{1,3}$/u.test(written.trim()) || !midSentence || allCaps) return false;
    const previous = /(?:^|[^.!?:;\s]\s+)(\p{Lu}\p{Ll}+)\s+$/u.exec(before)?.[1];
    if (previous !== undefined && new RegExp(`^(?:${cueWords('chapter-and-verse/the')})$`, 'iu').test(previous)) return false;
    return previous !== undefined && !dateWordWritten.test(previous) && !new RegExp(`(?:^|\\s)(?:${cueWords('chapter-and-verse/with')})\\s+\\p{Lu}\\p{Ll}+\\s+$`, 'iu').test(before);
  },
  examples: {
    // A capitalised month or weekday abbreviation is a date word, no book.
    accept: [['London Euston 08:43 to Manchester', '08:43'], ['Departs 14:00 from platform 2', '14:00'], ['Leaves 9:05 sharp', '09:05'], ['The 7:15 from Leeds is running late', '07:15'], ['Mon 15 Jun 09:00–17:00 first aid course', '2026-06-15T09:00..2026-06-15T17:00']],
    reject: [
      'John 3:16',
      'Genesi 1:27',
      'see Matthew 18:20 again',
    ],
  },
};

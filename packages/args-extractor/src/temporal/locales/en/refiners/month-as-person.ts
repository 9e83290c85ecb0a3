import { cueWords, monthNames, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const nameMonth = (): RegExp => new RegExp(`^(?:${cueWords('month-as-person/april')})$`, 'u');
/** A capitalised word that names no month or weekday (a first name such as "Peter", or "Jan", read as a month only with a day). */
const firstName = (word: string): boolean => /^\p{Lu}\p{Ll}+$/u.test(word) && monthNames[word.toLowerCase()] === undefined && weekdayNames[word.toLowerCase()] === undefined;

/**
 * An English month that is also a first name, alone, where a person stands: capitalised, the subject of what a person
 * does ("April told me", "June said", "April is coming with us"); capitalised or not, the object of a verb of messaging ("text April", "call
 * april about the invoice"); capitalised, the owner
 * of a message ("June's email"), or joined by "and" to a first name ("to June and Peter", "Jan and April"; not after
 * "between"/"from", where two months make a range), or opening the sentence beside the speaker ("June and I went").
 */
export const monthAsPerson: TemporalFilter = {
  kind: 'filter',
  name: 'month-as-person',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' && atom.kind !== 'node') return false;
    const word = surroundings.normalized.slice(atom.start, atom.end);
    if (!nameMonth().test(word)) return false;
    // The object of a verb of messaging is a person, capitalised or not ("call april about the invoice").
    if (new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('month-as-person/text')})\\s+$`, 'u').test(surroundings.normalizedBefore)) return true;
    if (!surroundings.titled) return false;
    if (new RegExp(`^\\s+(?:${cueWords('month-as-person/told')})(?![\\p{L}])`, 'u').test(surroundings.after)) return true;
    if (new RegExp(`^(?:${cueWords('month-as-person/s')})\\s+(?:${cueWords('month-as-person/email')})(?![\\p{L}])`, 'u').test(surroundings.after)) return true;
    const and = cueWords('month-as-person/and');
    // The speaker beside it, the name opening the sentence: "June and I went to the cinema" ("in June and I will be off"
    // has a preposition before it).
    if (!surroundings.midSentence && new RegExp(`^\\s+(?:${and})\\s+(?:${cueWords('month-as-person/i')})(?![\\p{L}'’])`, 'u').test(surroundings.writtenAfter)) return true;
    const after = new RegExp(`^\\s+(?:${and})\\s+(\\p{L}+)`, 'u').exec(surroundings.writtenAfter)?.[1];
    const before = new RegExp(`(?:^|[^\\p{L}])(\\p{L}+)\\s+(?:${and})\\s+$`, 'u').exec(surroundings.before);
    const range = new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('month-as-person/between')})\\s+$`, 'u');
    if (after !== undefined && firstName(after)) return !range.test(surroundings.normalizedBefore);
    if (before?.[1] !== undefined && firstName(before[1])) return !range.test(surroundings.before.slice(0, before.index + 1).toLowerCase());
    return false;
  },
  examples: {
    reject: [
      'April told me',
      'June said',
      'ping july about the slides',
      ['ring august back tonight', '2026-08-01..2026-09-01'],
      ['email June the slides.', '2026-06-01..2026-07-01'],
      ["what did May's message say?", '2026-05-01..2026-06-01'],
      ['send the photos to Peter and July.', '2026-07-01..2026-08-01'],
      ['lunch with Sam and June.', '2026-06-01..2026-07-01'],
      ['April is coming with us', '2027-04-01..2027-05-01'],
      ['June and I went to the cinema', '2025-06-01..2025-07-01'],
    ],
    accept: [
      ['move the launch to June and July.', '2026-06-01..2026-07-01'],
      ['between Jan and April we hired two people.', '2026-04-01..2026-05-01'],
      ['call in april about the invoice', '2026-04-01..2026-05-01'],
      ['call july 3 about the invoice', '2026-07-03'],
      ['April is coming fast, book the flights', '2027-04-01..2027-05-01'],
      ['the launch is in June and I will be away', '2026-06-01..2026-07-01'],
    ],
  },
};

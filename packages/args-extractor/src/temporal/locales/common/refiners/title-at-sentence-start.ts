import { dateWordWritten } from '../../../engine/date-word-written';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** A title-cased run at the start of a sentence: "Tomorrow Never Dies is…", "Domani Sarà Tardi". */
export const titleAtSentenceStart: TemporalFilter = {
  kind: 'filter',
  name: 'title-at-sentence-start',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const { titled, midSentence, writtenAfter } = surroundings;
    if (!titled || midSentence || atom.day?.type !== 'relative-day' || !/^\s+(\p{Lu}\p{Ll}+)\s+\p{Lu}\p{Ll}+/u.test(writtenAfter)) return false;
    return !dateWordWritten.test(/^\s+(\p{Lu}\p{Ll}+)/u.exec(writtenAfter)?.[1] ?? '');
  },
  examples: {
    accept: [],
    reject: [
      'Tomorrow Never Dies is…',
      'Domani Sarà Tardi',
    ],
  },
};

import { dateWordWritten } from '../../../engine/date-word-written';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** Words that may follow a bare ordinal day; any other word is what it counts. */
const afterOrdinalDay = /^\s+(?:of|at|in|on|and|or|to|for|from|by|until|till|through|the|a|is|was|will|would|please|i|we|you|he|she|it|they|then|morning|afternoon|evening|night|when|if|so|but|as|because|before|after|with|instead|too|again|next|this|that)(?![\p{L}])/u;

/** A bare ordinal before a noun or a name counts it: "the first episode", "The Fourth Estate" (not "on the 3rd to pay", "the 15th at noon"). */
export const ordinalBeforeNoun: TemporalFilter = {
  kind: 'filter',
  name: 'ordinal-before-noun',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    const { written, after, writtenAfter } = surroundings;
    if (atom.kind !== 'day' || atom.day?.type !== 'day-of-month' || !/^(?:the\s+)?(?:first|second|third|fourth|fifth|\d{1,2}(?:st|nd|rd|th))$/iu.test(written.trim()) || afterOrdinalDay.test(after)) return false;
    const next = /^\s+(\p{L}[\p{L}']*)/u.exec(writtenAfter)?.[1];
    return next !== undefined && !dateWordWritten.test(next) && !dateWordWritten.test(next.charAt(0).toUpperCase() + next.slice(1));
  },
  examples: {
    accept: [],
    reject: [
      'the first episode',
      'The Fourth Estate',
    ],
  },
};

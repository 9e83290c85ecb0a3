import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let datePreposition: RegExp | undefined;

/**
 * A score out of ten or five is no date: "10/10 would recommend", "3/10 would not recommend", "rated 4/5", "voto 8/10,
 * consigliato". A slash
 * number over 10 or 5, no larger than it, is a score when a word of rating or recommending stands beside it.
 */
export const ratingOutOf: TemporalFilter = {
  kind: 'filter',
  name: 'rating-out-of',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day') return false;
    const score = /^\s*(\d{1,2})\s*\/\s*(10|5)\s*$/u.exec(surroundings.written);
    if (score === null || Number(score[1]) > Number(score[2])) return false;
    // After a date preposition it is a date whatever follows ("the meeting is on 6/10, recommended by the board").
    datePreposition ??= new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('fraction-before-of/on')})\\s+$`, 'u');
    if (datePreposition.test(surroundings.normalizedBefore)) return false;
    return new RegExp(`^[\\s,.!:-]*(?:${cueWords('rating-out-of/would-recommend')})(?![\\p{L}])`, 'u').test(surroundings.after)
      || new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('rating-out-of/rated')})[\\s:]*$`, 'u').test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['recommend it on 10/5', '2026-10-05'], ['rated the demo on 6/10', '2026-06-10'], ['the meeting is on 6/10, not recommended to drive', '2026-06-10']],
    reject: ['9/10 would buy again', 'the hotel was rated 4/5', 'voto 8/10, consigliato', 'il film? 10/10 consigliatissimo', '3/10 would not recommend', '4/10, non lo consiglio', '6/10 non lo consiglio', 'ristorante 4/10, da evitare'],
  },
};

import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { cueWords } from '../../../temporal-lexicon';

const englishMonths = new Set(dateWordsOfEveryLocale.filter((words) => words.language === 'en').flatMap((words) => Object.keys(words.months)));
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * An English month in lowercase after an article or a degree word is another word: "an august institution", "a most
 * august body", "a march on the capital". A month takes no "an" and no "very"; "this august", "august second" and the
 * Italian "a settembre" stay months.
 */
export const monthAsAdjective: TemporalFilter = {
  kind: 'filter',
  name: 'month-as-adjective',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    const word = surroundings.written.trim();
    if (!/^\p{Ll}+$/u.test(word) || !englishMonths.has(word)) return false;
    return new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('month-as-adjective/an')})\\s+$`, 'u').test(surroundings.normalizedBefore) && /^\s+\p{L}/u.test(surroundings.writtenAfter);
  },
  examples: {
    accept: [['we fly out this august', '2026-08-01..2026-09-01'], ['flight home is august 9', '2026-08-09'], ['a settembre cambio lavoro', '2026-09-01..2026-10-01']],
    reject: ['The court is an august body.', 'A most august gathering of scholars.', 'They led a march on the capital.'],
  },
};

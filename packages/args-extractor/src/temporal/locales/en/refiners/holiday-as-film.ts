import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A holiday name right after "watched", "the film", "the movie" is a film's title: "we watched Independence Day again",
 * "the movie Halloween", and so is one before "sequel", "remake", "trailer" ("the Independence Day sequel"). A holiday further on is a day: "we watched the fireworks on Independence Day".
 */
export const holidayAsFilm: TemporalFilter = {
  kind: 'filter',
  name: 'holiday-as-film',
  locales: ['en'],
  rejects: (atom, surroundings) =>
    atom.kind === 'day' &&
    atom.day?.type === 'holiday' &&
    (new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('holiday-as-film/watched')})\\s+$`, 'u').test(surroundings.normalizedBefore) ||
      new RegExp(`^\\s+(?:${cueWords('holiday-as-film/sequel')})(?![\\p{L}])`, 'u').test(surroundings.after)),
  examples: {
    accept: [['we watched the fireworks on Independence Day', '2025-07-04']],
    reject: ['we rewatched Groundhog Day', 'have you seen the movie Halloween?', 'The Independence Day sequel was a flop.', 'the Halloween remake is out'],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import type { TemporalMask } from '../../../engine/temporal-rule';

/**
 * A title that an author follows, after a verb of playing, is no date for the chrono-node fallback either: "metti 4 marzo
 * 1943 di Lucio Dalla" (the grammar's own reading is dropped by `media-title`).
 */
export const titleBeforeAuthor: TemporalMask = {
  kind: 'mask',
  name: 'title-before-author',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`(?<![\\p{L}])(?:${cueWords('media-title/play')}|${cueWords('media-title/put')})\\s+\\d[\\p{L}\\d ]*?(?=\\s+(?:${cueWords('media-title/by')})\\s+\\p{Lu})`, 'gu'),
  examples: {
    accept: [],
    reject: ['metti 4 marzo 1943 di Lucio Dalla'],
  },
};

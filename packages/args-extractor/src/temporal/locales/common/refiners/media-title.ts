import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const mediaCueBefore = new RegExp(`(?:^|[\\s,(])(?:${cueWords('media-title/play')})\\s+$`, 'u');

/** A capitalised name right after a media cue is a title: "play Friday I'm in Love", "watch the movie Independence Day". */
export const mediaTitle: TemporalFilter = {
  kind: 'filter',
  name: 'media-title',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    return mediaCueBefore.test(surroundings.normalizedBefore) && /^\p{Lu}/u.test(surroundings.context.original(atom.start, atom.start + 1));
  },
  examples: {
    accept: [],
    reject: [
      'play Friday I\'m in Love',
      'watch the movie Independence Day',
    ],
  },
};

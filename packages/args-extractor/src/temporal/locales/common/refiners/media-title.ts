import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const mediaCueBefore = new RegExp(`(?:^|[\\s,(])(?:${cueWords('media-title/play')})\\s+$`, 'u');
let putCueBefore: RegExp | undefined;
let authorAfter: RegExp | undefined;

/**
 * A capitalised name right after a media cue is a title: "play Friday I'm in Love", "watch the movie Independence Day";
 * so is anything after a verb of playing that an author follows ("metti 4 marzo 1943 di Lucio Dalla").
 */
export const mediaTitle: TemporalFilter = {
  kind: 'filter',
  name: 'media-title',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (mediaCueBefore.test(surroundings.normalizedBefore) && /^\p{Lu}/u.test(surroundings.context.original(atom.start, atom.start + 1))) return true;
    // A title and its author after a verb of playing: "metti 4 marzo 1943 di Lucio Dalla", "play 1999 by Prince".
    putCueBefore ??= new RegExp(`(?:^|[\\s,(])(?:${cueWords('media-title/play')}|${cueWords('media-title/put')})\\s+(?:\\d+\\s+){0,2}$`, 'u');
    authorAfter ??= new RegExp(`^\\s+(?:${cueWords('media-title/by')})\\s+\\p{Lu}`, 'u');
    return putCueBefore.test(surroundings.normalizedBefore) && authorAfter.test(surroundings.writtenAfter);
  },
  examples: {
    accept: [['metti la sveglia il 4 marzo alle 7', '2027-03-04T07:00']],
    reject: [
      'play Friday I\'m in Love',
      'watch the movie Independence Day',
      'metti 4 marzo 1943 di Lucio Dalla',
    ],
  },
};

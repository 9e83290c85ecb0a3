import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let mediaCueBefore: RegExp | undefined;
let creditAfter: RegExp | undefined;

/**
 * A day typed in lower case right after a media cue is a title when the title goes on to its artist: "play friday im in
 * love by the cure", "put on monday morning by fleetwood mac" (`media-title` reads the capitalised spelling). Without
 * the artist the day stays one ("watch the match sunday").
 */
export const lowercaseMediaTitle: TemporalFilter = {
  kind: 'filter',
  name: 'lowercase-media-title',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' && atom.kind !== 'part') return false;
    mediaCueBefore ??= new RegExp(`(?:^|[\\s,(])(?:${cueWords('media-title/play')}|${cueWords('lowercase-media-title/put-on')})\\s+$`, 'u');
    creditAfter ??= new RegExp(`^(?:\\s+[\\p{L}'’]+){0,6}?\\s+(?:${cueWords('lowercase-media-title/by')})\\s+\\p{L}`, 'u');
    return mediaCueBefore.test(surroundings.normalizedBefore) && creditAfter.test(surroundings.after);
  },
  examples: {
    accept: [['watch the match sunday', '2026-05-24'], ['play tennis on saturday by the lake', '2026-05-23']],
    reject: ['put on monday morning by fleetwood mac', 'queue up sunday girl by blondie'],
  },
};

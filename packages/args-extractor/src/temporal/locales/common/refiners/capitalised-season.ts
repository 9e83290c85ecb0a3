import { sentenceStart } from '../../../engine/sentence-start';
import { alternation, seasonWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** Season names, but "fall" (an ordinary word too). */
const seasonNames = new RegExp(`(?<![\\p{L}])(?:${alternation(Object.keys(seasonWords).filter((word) => word !== 'fall'))})(?![\\p{L}])`, 'gu');

/** Italian and English write seasons in lowercase: a capitalised one in mid-sentence is a name ("la Primavera di Botticelli", "the Summer Olympics", "la Primavera araba"). */
export const capitalisedSeason: TemporalFilter = {
  kind: 'filter',
  name: 'capitalised-season',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const { normalized, context, allCaps } = surroundings;
    if (atom.day?.type === 'holiday' || allCaps) return false;
    for (const season of normalized.slice(atom.start, atom.end).matchAll(seasonNames)) {
      const at = atom.start + season.index;
      if (/^\p{Lu}\p{Ll}/u.test(context.original(at, at + season[0].length)) && !sentenceStart.test(context.original(0, at))) return true;
    }
    return false;
  },
  examples: {
    accept: [],
    reject: [
      'la Primavera di Botticelli',
      'the Summer Olympics',
    ],
  },
};

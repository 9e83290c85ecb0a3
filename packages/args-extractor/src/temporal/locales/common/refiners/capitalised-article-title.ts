import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** A title starting with a capitalised article in mid-sentence: "metti Un giorno di pioggia", "guarda Il giorno dopo". */
export const capitalisedArticleTitle: TemporalFilter = {
  kind: 'filter',
  name: 'capitalised-article-title',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const { written, before, midSentence, allCaps } = surroundings;
    if (allCaps || !midSentence) return false;
    if (new RegExp(`^(?:${cueWords('capitalised-article-title/un')})\\s`, 'u').test(written) && /\p{Ll}[\p{L}']*\s+$/u.test(before)) return true;
    return new RegExp(`(?:^|[^.!?:;]\\s)\\p{Ll}[\\p{L}']*\\s+(?:${cueWords('capitalised-article-title/un')})\\s+$`, 'u').test(before) && /^\p{Lu}/u.test(written);
  },
  examples: {
    accept: [],
    reject: [
      'metti Un giorno di pioggia',
      // Not a length (those are `capitalised-count-word`'s too): the day a title names.
      'guarda Un Natale stupefacente',
    ],
  },
};

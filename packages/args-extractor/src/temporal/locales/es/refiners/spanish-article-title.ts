import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const article = new RegExp(`(?:^|[^.!?:;¿¡\\s]\\s+)\\p{Ll}[\\p{L}']*\\s+(?:${cueWords('spanish-article-title/el')})\\s+$`, 'u');
const articleFirst = new RegExp(`^(?:${cueWords('spanish-article-title/el')})\\s`, 'u');

/**
 * Spanish titles capitalise their first word only: a capitalised article in mid-sentence opens one, and the date word
 * after it is part of the title ("¿Has visto Los lunes al sol?", "leí El domingo de Mario").
 */
export const spanishArticleTitle: TemporalFilter = {
  kind: 'filter',
  name: 'spanish-article-title',
  locales: ['es'],
  rejects: (atom, surroundings) => {
    const { written, before, midSentence, allCaps } = surroundings;
    if (allCaps || !midSentence) return false;
    if (articleFirst.test(written)) return /\p{Ll}[\p{L}']*\s+$/u.test(before) && !/[.!?:;]\s*$/u.test(before);
    return article.test(before);
  },
  examples: {
    accept: [['¿viste a los chicos el lunes?', '2026-05-18']],
    reject: ['¿Has visto Los lunes al sol?'],
  },
};

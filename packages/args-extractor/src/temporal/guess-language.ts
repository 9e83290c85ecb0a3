import { cueWords } from './temporal-lexicon';
const italian = new RegExp(`(?<![\\p{L}])(?:${cueWords('guess-language/il')})(?![\\p{L}])`, 'gu');
const english = new RegExp(`(?<![\\p{L}])(?:${cueWords('guess-language/the')})(?![\\p{L}])`, 'gu');

/** Guesses Italian or English from function words in normalised text; undefined when neither wins. */
export function guessLanguage(normalized: string): 'it' | 'en' | undefined {
  const it = [...normalized.matchAll(italian)].length;
  const en = [...normalized.matchAll(english)].length;
  return it > en ? 'it' : en > it ? 'en' : undefined;
}

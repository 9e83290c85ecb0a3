import { placeVocabulary } from '@metnos/lexicon';

/**
 * The keyword an intent keeps for a place the request names, the same in both languages: `~/Documents`
 * ("nei documenti", "in Documents") is `documents`, `~` is `home`, the mail folder `Trash` ("nel cestino") is
 * `trash`. Such keywords tell "find the pdfs in Documents" and "… in Downloads" apart.
 */
export function placeKeyword(place: string): string {
  return place === '~' ? 'home' : place.replace(/^~\//u, '').toLowerCase();
}

/** Every keyword {@link placeKeyword} can give. */
export const placeKeywords: ReadonlySet<string> = new Set(Object.keys(placeVocabulary).map(placeKeyword));

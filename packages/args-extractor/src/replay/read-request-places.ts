import { readWords, wordsOfEveryLocale } from '@metnos/lexicon';

/** A well-known place a request names (Naming Authority's place vocabulary), as a replay reads it. */
export interface RequestPlaceValue {
  /** Canonical value: `~/Documents`, `Trash`. */
  value: string;
  /**
   * The role its preposition gives it: `from` ("from", "da", "di", "dal"…), `in` ("in", "nei", "nella"…), `to`
   * ("to", "into", "a", "al"…), or `none` (named with a folder noun only: "the Downloads folder").
   */
  role: 'from' | 'in' | 'to' | 'none';
  /** Character offsets of its words in the request. */
  start: number;
  end: number;
}

// Elided forms ("dall'archivio", "all'archivio") come from readWords without their apostrophe.
const fromPrepositions = wordsOfEveryLocale((locale) => locale.replay.sourcePrepositions);
const toPrepositions = wordsOfEveryLocale((locale) => locale.replay.targetPrepositions);

function roleOf(preposition: string | undefined): RequestPlaceValue['role'] {
  if (preposition === undefined) return 'none';
  if (fromPrepositions.has(preposition)) return 'from';
  return toPrepositions.has(preposition) ? 'to' : 'in';
}

/**
 * The places (user folders, mail folders) a request names, in text order, with the role of their preposition
 * (`readWords` of @metnos/lexicon): "sposta i pdf di Scaricati in Documenti" names `~/Downloads` (`from`)
 * and `~/Documents` (`in`). A replay re-reads a place by role and rank, so reordered places keep their meaning.
 */
export function readWordsPlaces(text: string): RequestPlaceValue[] {
  const { places, words } = readWords(text);
  return places.map((place) => {
    const own = words.filter((word) => word.head === place.index);
    return { value: place.value, role: roleOf(place.preposition), start: own[0]?.start ?? 0, end: own.at(-1)?.end ?? 0 };
  });
}

import { wordsOfEveryLocale } from '@metnos/lexicon';
import { normalizeQuery } from './normalize-query';

const onWords = wordsOfEveryLocale((locale) => locale.polarity.on);
const offWords = wordsOfEveryLocale((locale) => locale.polarity.off);
const switchVerbs = wordsOfEveryLocale((locale) => locale.polarity.switchVerbs);
// Prepositions and comparatives ("on saturday", "su Roma", "più recenti", "more", "less") are no polarity: only
// verbs and particles that switch or move something are.
const upWords = wordsOfEveryLocale((locale) => locale.polarity.up);
const downWords = wordsOfEveryLocale((locale) => locale.polarity.down);
/** The lexicon's negators ("not", "non", "mai") with its negative words ("no", "nessuno") and contractions ("don't"). */
const negations = wordsOfEveryLocale((locale) => [...locale.markers.negators, ...locale.polarity.negativeWords, ...locale.polarity.negatedContractions]);

/** What `polaritySignature` reads in a request. */
export interface PolaritySignature {
  /** `on` (enable, accendi, apri), `off` (disable, spegni, chiudi), `mixed` or `none`. */
  polarity: 'on' | 'off' | 'mixed' | 'none';
  /** `up` (increase, alza), `down` (decrease, abbassa), `mixed` or `none`. */
  direction: 'up' | 'down' | 'mixed' | 'none';
  /** An odd number of negations (not, don't, non, mai, senza). */
  negated: boolean;
}

/**
 * Reads the polarity of a request: on/off, up/down, and negation, from closed Italian and English word lists.
 * "on" counts only beside a switching verb ("turn on", "switch it on"), never as a preposition ("rain on
 * saturday"); "off" always counts. "su", "più", "meno", "more", "less" are not
 * directions.
 * Embeddings put "turn the light on" and "turn the light off" (or "non cancellare" and "cancella") almost on
 * top of each other; L1 and L2 refuse a match whose signature differs from the candidate's.
 */
export function polaritySignature(query: string): PolaritySignature {
  let on = false;
  let off = false;
  let up = false;
  let down = false;
  let negationCount = 0;
  const words = normalizeQuery(query).split(' ');
  // "on" switches something on only with a switching verb ("turn the light on", "switch on the wifi").
  const switching = words.some((word) => switchVerbs.has(word));
  for (const word of words) {
    if (onWords.has(word) || (word === 'on' && switching)) on = true;
    if (offWords.has(word)) off = true;
    if (upWords.has(word)) up = true;
    if (downWords.has(word)) down = true;
    if (negations.has(word)) negationCount += 1;
  }
  return {
    polarity: on && off ? 'mixed' : on ? 'on' : off ? 'off' : 'none',
    direction: up && down ? 'mixed' : up ? 'up' : down ? 'down' : 'none',
    negated: negationCount % 2 === 1,
  };
}

/** Whether two signatures are the same (every field equal). */
export function samePolarity(left: PolaritySignature, right: PolaritySignature): boolean {
  return left.polarity === right.polarity && left.direction === right.direction && left.negated === right.negated;
}

import { articulate } from '../../grammar/articulate';
import * as grammar from './grammar';

/**
 * Italian function words that still tell two requests apart, kept as content (`@metnos/fast-path`
 * `readContentWords`): recurrence, numbers spelled like function words ("uno", "sei"), comparisons and bounds,
 * negations, "altro", "solo".
 */
export const distinguishingWords: readonly string[] = [
  'ogni', 'uno', 'sei', 'più', 'piu', 'meno', 'sotto', 'sopra', 'prima', 'dopo', 'entro', 'non', 'mai', 'senza',
  'altro', 'altri', 'altre', 'altra', 'solo', 'soltanto',
];

/**
 * Prepositions of direction ("a", "da", "per" and their articulated forms): content in an Italian request ("le mail
 * da Paolo" is not "le mail per Paolo"), function words in an English one ("a" is an article there).
 */
export const ambiguousDirections: readonly string[] = [
  ...articulate(grammar, 'a', { bare: true }).flatMap((word) => (word === 'a' ? ['a', 'ad'] : [word])),
  ...articulate(grammar, 'da', { bare: true }),
  'per', 'verso',
];

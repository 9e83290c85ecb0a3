import { CueGatedPattern } from './engine/cue-gated-pattern';
import { cueWords } from './temporal-lexicon';

/**
 * A promise to the one addressed, in the Italian present: "ti mando il file", "vi chiamo", "te lo giro", "ti faccio
 * sapere". The present of a verb of sending or calling with "ti"/"vi" before it says what the speaker will do, so it is
 * a future cue ("in serata ti mando il file": this evening). A compound past ("ti ho mandato") is no such present.
 */
export const promiseToAddressee = new CueGatedPattern(
  () => `\\b(?:${cueWords('promise-to-addressee/ti')})\\s+(?:${cueWords('promise-to-addressee/mando')})\\b`,
  'gu',
  'tense/promise-to-addressee',
);

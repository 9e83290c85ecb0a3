import type { Intent } from '@metnos/core';
import { canonicalObject } from './canonical-object';
import { canonicalVerb } from './canonical-verb';
import { normaliseKeyword } from './normalise-keyword';
import { coordinators, stopWords } from './stop-words';
import { tokenizeQuery } from './tokenize-query';

/** Most keywords an intent keeps (sorted, so the kept ones do not depend on word order). */
export const maxIntentKeywords = 8;

// Words that may sit between a coordinator and the next verb ("and then move", "e poi sposta").
const fillerWords = new Set(['then', 'also', 'please', 'poi', 'anche', 'quindi']);

/**
 * Deterministic intent without an LLM (the fallback of `extractIntent`, seed 002 §5).
 * - verb: the GOAL verb. The first request verb (it/en lexicon, Italian clitics stripped) is followed along
 *   coordinations: "find spam mail AND move it to trash" gives `move`, because earlier coordinated verbs are
 *   the preparatory steps and the last one is what the user wants done. `unknown` when no verb is known.
 * - object: the first noun of the object lexicon (`mail` gives `messages`); otherwise the first content word
 *   after the verb; `unknown` when none.
 * - keywords: the remaining content words (no stop words, verbs or object words), synonym-folded and
 *   singularised, deduplicated and sorted, at most {@link maxIntentKeywords}.
 * The same text always gives the same intent, and word-order variants of a request share their keywords.
 */
export function extractIntentByRules(query: string): Intent {
  const tokens = tokenizeQuery(query);
  const verbs = tokens.map((token) => canonicalVerb(token));
  let verbIndex = verbs.findIndex((verb) => verb !== undefined);
  if (verbIndex >= 0) {
    for (let index = verbIndex + 1; index < tokens.length; index += 1) {
      if (!coordinators.has(tokens[index] as string)) continue;
      let next = index + 1;
      while (next < tokens.length && fillerWords.has(tokens[next] as string)) next += 1;
      if (verbs[next] !== undefined) verbIndex = next;
    }
  }
  const verb = verbIndex >= 0 ? (verbs[verbIndex] as string) : 'unknown';

  const objects = tokens.map((token) => canonicalObject(token));
  let object = objects.find((candidate) => candidate !== undefined);
  let objectToken: string | undefined;
  if (object === undefined) {
    objectToken = tokens.find((token, index) => index > verbIndex && verbs[index] === undefined && !stopWords.has(token) && !/^\d+$/.test(token));
    object = objectToken === undefined ? 'unknown' : normaliseKeyword(objectToken);
  }

  const keywords = new Set<string>();
  tokens.forEach((token, index) => {
    if (verbs[index] !== undefined || objects[index] !== undefined || token === objectToken) return;
    if (stopWords.has(token) || token.length < 2) return;
    keywords.add(normaliseKeyword(token));
  });
  keywords.delete(object);
  return { verb, object, keywords: [...keywords].sort().slice(0, maxIntentKeywords) };
}

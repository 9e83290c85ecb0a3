import type { Intent } from '@metnos/core';
import { readWords } from '@metnos/lexicon';
import { normaliseKeyword } from './normalise-keyword';
import { placeKeyword } from './place-keyword';
import { stopWords } from './stop-words';
import { tokenizeQuery } from './tokenize-query';

/** Most keywords an intent keeps (sorted, so the kept ones do not depend on word order). */
export const maxIntentKeywords = 8;

/**
 * Deterministic intent without an LLM (the fallback of `extractIntent`), read through the Naming
 * Authority of `@metnos/tool-grammar` (`readWords`), so an intent can be checked against a plan's tool names:
 * - verb: the GOAL verb, canonical: the last of the coordinated request verbs ("find spam mail AND move it to
 *   trash" gives `move`; "elenca" gives `find`, "ricordami" gives `create`); `unknown` when no verb is known;
 * - object: the goal verb's object (`mail` gives `messages`, "ricordami di…" gives `reminders`); otherwise the
 *   first content word after the verb; `unknown` when none;
 * - keywords: the remaining content words (no stop words, request verbs or generic object nouns), synonym-folded
 *   and singularised, deduplicated and sorted, at most {@link maxIntentKeywords}. Values that tell requests apart
 *   stay: numbers of any length ("alle 9"), file kinds (`pdf`), places in one form for both languages
 *   ("nei documenti" and "in Documents" give `documents`), qualifiers (`unread`).
 * The same text always gives the same intent, and word-order variants of a request share their keywords.
 */
export function extractIntentByRules(query: string): Intent {
  const reading = readWords(query);
  const verb = reading.action ?? 'unknown';
  const dropped = new Set<string>();
  const extra: string[] = [];
  const pieces = (text: string): string[] => tokenizeQuery(text);
  for (const word of reading.words) {
    if (word.role === 'verb' && word.payload !== true) for (const piece of pieces(word.text)) dropped.add(piece);
    if (word.role === 'object' && word.valueForm !== true) for (const piece of pieces(word.text)) dropped.add(piece);
    if (word.role === 'place' || word.role === 'qualifier') {
      for (const piece of pieces(word.text)) dropped.add(piece);
      extra.push(word.role === 'place' ? placeKeyword(word.canonical as string) : (word.canonical as string));
    }
  }

  let object = reading.object;
  let objectToken: string | undefined;
  if (object === undefined) {
    const after = reading.actionIndex ?? -1;
    objectToken = reading.words.find((word, index) => index > after && word.role === 'content' && !stopWords.has(word.text) && !/^\d+$/u.test(word.text))?.text;
    object = objectToken === undefined ? 'unknown' : normaliseKeyword(objectToken);
  }

  const keywords = new Set<string>(extra);
  for (const token of tokenizeQuery(query)) {
    if (dropped.has(token) || token === objectToken || stopWords.has(token)) continue;
    if (token.length < 2 && !/^\d+$/u.test(token)) continue;
    keywords.add(normaliseKeyword(token));
  }
  keywords.delete(object);
  keywords.delete(verb);
  return { verb, object, keywords: [...keywords].sort().slice(0, maxIntentKeywords) };
}

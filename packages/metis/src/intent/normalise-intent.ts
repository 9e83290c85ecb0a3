import type { Intent } from '@metnos/core';
import { canonicalObject } from './canonical-object';
import { canonicalVerb } from './canonical-verb';
import { maxIntentKeywords } from './extract-intent-by-rules';
import { normaliseKeyword } from './normalise-keyword';

function clean(text: string): string {
  return text.normalize('NFC').toLowerCase().trim().replace(/\s+/gu, '_');
}

/**
 * Puts an intent in canonical form so that its hash is stable: lower case, verb and object mapped through
 * the it/en lexicons (`sposta` is `move`, `mail` is `messages`), keywords synonym-folded, singularised,
 * deduplicated, sorted and capped, without the words that name the verb or the object.
 */
export function normaliseIntent(intent: Intent): Intent {
  const verb = clean(intent.verb);
  const object = clean(intent.object);
  const canonical = {
    verb: canonicalVerb(verb) ?? (verb === '' ? 'unknown' : verb),
    object: canonicalObject(object) ?? (object === '' ? 'unknown' : object),
  };
  const keywords = new Set(
    intent.keywords
      .map((keyword) => clean(keyword))
      .filter((keyword) => keyword !== '' && canonicalObject(keyword) !== canonical.object && canonicalVerb(keyword) !== canonical.verb)
      .map((keyword) => normaliseKeyword(keyword)),
  );
  keywords.delete(canonical.object);
  keywords.delete(canonical.verb);
  return { ...canonical, keywords: [...keywords].sort().slice(0, maxIntentKeywords) };
}

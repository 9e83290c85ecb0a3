import type { Intent } from '@metnos/core';
import { canonicalObject, canonicalVerb } from '@metnos/lexicon';
import { surfaceIndex } from '@metnos/lexicon/internal';
import { maxIntentKeywords } from './extract-intent-by-rules';
import { normaliseKeyword } from './normalise-keyword';
import { placeKeywords } from './place-keyword';

function clean(text: string): string {
  return text.normalize('NFC').toLowerCase().trim().replace(/\s+/gu, '_');
}

/**
 * Puts an intent in canonical form so that its hash is stable: lower case, verb and object mapped through
 * the Naming Authority's it/en vocabulary (`sposta` and `move` are `move`, `list` is `find`, `mail` is
 * `messages`), keywords synonym-folded, singularised, deduplicated, sorted and capped, without the words that
 * name the verb or the object (a value form such as `pdf` and a place such as `documents` are kept).
 */
export function normaliseIntent(intent: Intent): Intent {
  const verb = clean(intent.verb);
  const object = clean(intent.object);
  const canonical = {
    verb: canonicalVerb(verb) ?? (verb === '' ? 'unknown' : verb),
    object: canonicalObject(object) ?? (object === '' ? 'unknown' : object),
  };
  const namesObject = (keyword: string): boolean =>
    !placeKeywords.has(keyword) && canonicalObject(keyword) === canonical.object && surfaceIndex.objects.get(keyword.replace(/_/gu, ' '))?.valueForm !== true;
  const keywords = new Set(
    intent.keywords
      .map((keyword) => clean(keyword))
      .filter((keyword) => keyword !== '' && !namesObject(keyword) && canonicalVerb(keyword) !== canonical.verb)
      .map((keyword) => normaliseKeyword(keyword)),
  );
  if (!placeKeywords.has(canonical.object)) keywords.delete(canonical.object);
  keywords.delete(canonical.verb);
  return { ...canonical, keywords: [...keywords].sort().slice(0, maxIntentKeywords) };
}

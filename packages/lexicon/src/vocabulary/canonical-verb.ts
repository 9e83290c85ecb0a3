import { surfaceIndex, surfaceKey, type VerbSurface } from './surface-index';
import { supportedLocales } from '../locales/supported-locales';
import { verbVocabulary } from './verb-vocabulary';

/**
 * The meaning of one verb surface form: the form itself (single word or phrase such as "look for"), or — for one
 * word — the word with up to two enclitic pronouns of its locale removed (`verbClitics`: Italian "spostala",
 * "mandameli", "ricordami"), where an infinitive loses its final `e` ("trovarli" is "trovar" + "li" for "trovare").
 */
export function readVerbSurface(token: string): VerbSurface | undefined {
  const key = surfaceKey(token);
  const direct = surfaceIndex.verbs.get(key);
  if (direct !== undefined) return direct;
  if (key.includes(' ')) return undefined;
  for (const locale of supportedLocales) {
    if (locale.verbClitics.length === 0) continue;
    let candidates = [key];
    for (let depth = 0; depth < 2; depth += 1) {
      const next: string[] = [];
      for (const candidate of candidates) {
        for (const clitic of locale.verbClitics) {
          if (candidate.length <= clitic.length + 2 || !candidate.endsWith(clitic)) continue;
          const stem = candidate.slice(0, -clitic.length);
          const found = surfaceIndex.verbs.get(stem) ?? (stem.endsWith('r') ? surfaceIndex.verbs.get(`${stem}e`) : undefined);
          if (found !== undefined && found.languages.has(locale.language)) return found;
          next.push(stem);
        }
      }
      candidates = next;
    }
  }
  return undefined;
}

/**
 * The canonical verb a token or phrase stands for, or undefined: a canonical verb itself, any of its it/en
 * surface forms (`list` and `elenca` are `find`, `ricordami` is `create`), Italian clitics stripped
 * (`spostala` is `move`). English inflections are deliberately not stripped: "moved" is a past form, never the
 * verb of a request.
 */
export function canonicalVerb(token: string): string | undefined {
  const key = surfaceKey(token);
  if (Object.hasOwn(verbVocabulary, key)) return key;
  return readVerbSurface(key)?.verb;
}

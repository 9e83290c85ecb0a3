import { lightVerbs, verbConcepts } from '../concepts/verb-concepts';
import { objectConcepts } from '../concepts/object-concepts';
import { placeConcepts } from '../concepts/place-concepts';
import { qualifierConcepts } from '../concepts/qualifier-concepts';
import type { LocaleWords } from '../locales/locale-words';
import { supportedLocales } from '../locales/supported-locales';

/** The concepts the intent reading maps words onto (what `readingVersionOf` hashes besides the locales' words). */
const concepts = { verbs: verbConcepts, lightVerbs, objects: objectConcepts, qualifiers: qualifierConcepts, places: placeConcepts };

/** JSON with object keys sorted, so the same data always gives the same text whatever order it was written in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Two independent 32-bit FNV-1a style hashes of `text` (UTF-16 units), as 16 hex digits. Platform-neutral. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995) ^ (b >>> 15);
  }
  return [a, b].map((part) => (part >>> 0).toString(16).padStart(8, '0')).join('');
}

/**
 * The version of the intent-relevant reading of `locales`: a short hash of the words that decide an intent (verbs and
 * their clitics, light verbs, verbs implying an object, objects, qualifiers, places, function and stop words, the
 * request markers, the courtesy words closing a request and the articles' grammar) and of the concepts they map to.
 * Words that never change an intent (language cues, other courtesy, polarity, quantities, continuation) are left out,
 * so adding a greeting keeps the version.
 * Deterministic: the same data gives the same version on every platform.
 */
export function readingVersionOf(locales: readonly LocaleWords[]): string {
  const relevant = [...locales]
    .sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0))
    .map((locale) => ({
      language: locale.language,
      verbs: locale.verbs,
      verbsImplying: locale.verbsImplying,
      lightVerbForms: locale.lightVerbForms,
      verbClitics: locale.verbClitics,
      objects: locale.objects,
      weakObjectForms: locale.weakObjectForms,
      qualifiers: locale.qualifiers,
      places: locale.places,
      functionWords: locale.functionWords,
      stopWords: locale.stopWords,
      markers: locale.markers,
      // The words closing a request are courtesy but bound a request's free text (`readRequest`), so they count.
      courtesyClosers: locale.courtesy.closers,
      grammar: locale.grammar,
    }));
  return hash64(stableJson({ concepts, locales: relevant }));
}

let cached: string | undefined;

/**
 * The version of the lexicon's intent-relevant reading (see {@link readingVersionOf}), computed on first use. Skills
 * are keyed by intents read with this vocabulary: a store keyed under another version re-keys its skills.
 */
export function readingVersion(): string {
  cached ??= readingVersionOf(supportedLocales);
  return cached;
}

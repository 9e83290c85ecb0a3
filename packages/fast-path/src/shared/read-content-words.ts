import { extractValues, type ExtractedValue, type ExtractValuesOptions } from '@metnos/args-extractor';
import { findNumberWords } from '@metnos/args-extractor/internal';
import type { Language } from '@metnos/core';
import { canonicalObject, canonicalVerb, localeWords, wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';
import { quantityKeys } from '@metnos/lexicon/internal';
import { stopWords } from './stop-words';

/**
 * Function words that still tell two requests apart, kept as content (the lexicon's `distinguishingWords`): numbers
 * spelled like function words ("one", "uno", "sei"), comparisons and bounds, particles that move or switch,
 * negations, recurrence and the English direction of a message or a move ("from", "to": "emails from Paolo" is not
 * "emails to Paolo"; Italian "a"/"da" also mean "at" and "by", so they stay function words).
 */
const meaningful = wordsOfEveryLocale((locale) => locale.distinguishingWords);
/**
 * Italian prepositions of direction ("a", "da", "per" and their articled forms): content in an Italian request
 * ("le mail da Paolo" is not "le mail per Paolo"), function words in an English one ("a" is an article there).
 */
const italianDirections: ReadonlySet<string> = new Set(localeWords('it').ambiguousDirections);
const italianFunctionWords: ReadonlySet<string> = new Set(localeWords('it').functionWords);
const englishFunctionWords: ReadonlySet<string> = new Set(localeWords('en').functionWords);
const ignored: ReadonlySet<string> = new Set(
  [...englishFunctionWords, ...italianFunctionWords, ...stopWords].map((word) => fold(word)).filter((word) => !meaningful.has(word)),
);
/**
 * Spanish function words, ignored only in a Spanish request ("son", "he", "era" are content in an English or Italian
 * one), and Spanish prepositions of direction ("de", "a", "para": content there, as the Italian ones are).
 */
const spanishIgnored: ReadonlySet<string> = new Set(localeWords('es').functionWords.map((word) => fold(word)).filter((word) => !meaningful.has(word)));
const spanishDirections: ReadonlySet<string> = new Set(localeWords('es').ambiguousDirections.map((word) => fold(word)));

/** Value classes written as words or symbols: one key per class, whatever the language or the spelling. */
const valueClasses = quantityKeys();
const courtesyPhrases = wordAlternation([...wordsOfEveryLocale((locale) => locale.courtesy.phrases)]);
const percentPhrases = wordAlternation([...wordsOfEveryLocale((locale) => locale.percentPhrases)]);
// "per cento" and "per cent" are one word; "a.m."/"p.m." lose their dots.
const multiWord: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(`\\b(?:${courtesyPhrases})\\b`, 'giu'), ' '],
  [new RegExp(`\\b(?:${percentPhrases})\\b`, 'giu'), ' percent '],
  [/\b([ap])\.\s?m\b\.?/giu, ' $1m '],
];
const token = /\p{L}+|\p{N}+(?:[.,:/]\p{N}+)*|[$€£%°]/gu;

/** Options of `readContentWords`. */
export interface ReadContentWordsOptions extends Omit<ExtractValuesOptions, 'language'> {
  /**
   * The language the request is read in: the turn's (its frame's `language`), never guessed again here. It says
   * which prepositions are directions and which function words are ignored, and reads values and number words.
   */
  language: Language;
  /** Read the request's values (`extractValues`) as content too; default false (they are left out). */
  keepValues?: boolean;
  /** The values already read from `text` on this clock (a `RequestFrame`'s `values`): left out without reading again. */
  values?: readonly ExtractedValue[];
}

/**
 * The content words of a request, as a set of comparable keys: what is left once the values the rules read
 * (dates, times, durations, numbers, paths: compared by the replay) and the function and courtesy words are
 * taken out. Case, accents and punctuation are folded; the verbs of the Naming Authority are left to the action
 * reader, its objects become their canonical form (`mail`, `email` → `object:messages`); number words become
 * digits ("twenty five" → `25`; a word that is usually no number, "uno", "sei", stays a word); currencies, percentages, degrees and time units become one key per class
 * (`euro`, `€` → `€`; `percent`, `per cento`, `%` → `%`). Two requests with the same tool call have the same
 * content words outside the values the call re-reads; a word on one side only (a folder, a file type, a
 * currency, a verb outside the vocabulary such as "extract" or "decline", a direction: "from"/"to", and in an
 * Italian request "a"/"da"/"per", in a Spanish one "a"/"de"/"para") tells them apart. `options.language` (the
 * turn's, read once with its frame) says which prepositions are directions: no language is detected here.
 */
export function readContentWords(text: string, options: ReadContentWordsOptions): Set<string> {
  let prose = text.normalize('NFC');
  const { language } = options;
  // Spanish number words are read in a Spanish request only ("once" is English).
  const spanish = language === 'es';
  if (options.keepValues !== true) {
    const { keepValues: _keep, values, ...clock } = options;
    // Values are replaced from the end so that earlier offsets stay valid.
    const spans = (values === undefined || prose !== text ? extractValues(prose, clock) : [...values]).sort((left, right) => right.start - left.start);
    let cursor = Number.POSITIVE_INFINITY;
    for (const span of spans) {
      if (span.end > cursor) continue;
      prose = `${prose.slice(0, span.start)} ${prose.slice(span.end)}`;
      cursor = span.start;
    }
  }
  for (const [pattern, replacement] of multiWord) prose = prose.replace(pattern, replacement);
  const numbers = findNumberWords(prose, spanish ? { language: 'es' } : {})
    .filter((match) => !match.ambiguous)
    .sort((left, right) => right.start - left.start);
  for (const match of numbers) prose = `${prose.slice(0, match.start)} ${match.value} ${prose.slice(match.end)}`;
  const tokens = [...fold(prose).matchAll(token)].map(([word]) => word);
  const words = new Set<string>();
  for (const word of tokens) {
    const key = contentKey(word, language);
    if (key !== undefined) words.add(key);
  }
  return words;
}

function contentKey(word: string, language: 'it' | 'en' | 'es'): string | undefined {
  const valueClass = valueClasses.get(word);
  if (valueClass !== undefined) return valueClass;
  if (/^\p{N}/u.test(word)) return word;
  if (language === 'it' && italianDirections.has(word)) return word;
  if (language === 'es' && spanishDirections.has(word)) return word;
  if (ignored.has(word) || (language === 'es' && spanishIgnored.has(word))) return undefined;
  // The action verb is compared by the action reader (`readActions`), which may be injected.
  if (canonicalVerb(word) !== undefined) return undefined;
  const object = canonicalObject(word);
  if (object !== undefined) return `object:${object}`;
  return word;
}

/** Lowercase, accents and apostrophes folded: "Lunedì", "lunedi'" and "LUNEDI" read the same. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201B\u02BC\u00B4`']/gu, ' ');
}

import type { Language } from '@metnos/core';
import type { LocaleWords } from '../locales/locale-words';
import { supportedLocales } from '../locales/supported-locales';
import { readVerbSurface } from '../vocabulary/canonical-verb';
import { surfaceIndex } from '../vocabulary/surface-index';
import { tokenizeRequest } from './tokenize-request';

interface LocaleCueSets {
  language: Language;
  plainWords: ReadonlySet<string>;
  endings: RegExp | undefined;
  letters: RegExp | undefined;
  accented: RegExp | undefined;
  exact: ReadonlySet<string>;
  exactFolded: ReadonlySet<string>;
  punctuation: readonly string[];
}

const alternation = (parts: readonly string[]): string => parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|');
const cueSets = (locale: LocaleWords): LocaleCueSets => {
  const { languageCues: cues } = locale;
  return {
    language: locale.language,
    plainWords: new Set([...locale.functionWords, ...cues.timeWords]),
    endings: cues.wordEndings.length === 0 ? undefined : new RegExp(`(?:${alternation(cues.wordEndings)})$`, 'u'),
    letters: cues.letters.length === 0 ? undefined : new RegExp(`(?:${alternation(cues.letters)})`, 'u'),
    accented: cues.accentedLetters.length === 0 ? undefined : new RegExp(`[${cues.accentedLetters.join('')}]`, 'u'),
    exact: new Set(cues.exactWords),
    exactFolded: new Set(cues.exactWords.map((word) => word.toLowerCase())),
    punctuation: cues.punctuation,
  };
};
let locales: readonly LocaleCueSets[] | undefined;

function only(languages: ReadonlySet<Language> | undefined): Language | undefined {
  if (languages === undefined || languages.size !== 1) return undefined;
  return [...languages][0];
}

function onlyOne(found: readonly LocaleCueSets[]): Language | undefined {
  return found.length === 1 ? found[0]?.language : undefined;
}

/**
 * Guesses the language of a request from the lexicon's words, so short imperatives are read right ("annulla",
 * "trova i pdf…", "sposta i pdf in Documenti" are `it`; "undo" is `en`). Each word scores for the one language it
 * belongs to: a request verb form (2 points: "trova", "elenca", "ricordami", "undo"), a function word, an object,
 * qualifier or place noun, or a time word (1 point: "di", "the", "posta", "cestino", "domani"); an accented letter
 * a language writes counts 1 for it, a word written exactly as a language's cue ("I") too, and so does each mark of
 * punctuation only one language writes (Spanish "¿", "¡"); other words add half a
 * point by their ending ("-zione", "-are" vs "-ing", "-tion") or typical letters (w, k, y, th) when those name
 * one language. URLs, paths, emails and quoted text are ignored. Ties, including text with no known word, give
 * `fallback` (default `'en'`). Deterministic; picks the reply language, not a general language identifier.
 */
export function detectLanguage(text: string, { fallback = 'en' }: { fallback?: Language } = {}): Language {
  locales ??= supportedLocales.map(cueSets);
  const score = new Map<Language, number>(locales.map((locale) => [locale.language, 0]));
  const add = (language: Language | undefined, points: number): void => {
    if (language !== undefined) score.set(language, (score.get(language) ?? 0) + points);
  };
  for (const locale of locales) {
    for (const mark of locale.punctuation) add(locale.language, text.split(mark).length - 1);
  }
  for (const token of tokenizeRequest(text)) {
    if (token.literal !== undefined) continue;
    const word = token.text;
    // A cue word says its language only when written exactly so ("I"); written otherwise ("i") it says nothing.
    const exact = locales.filter((locale) => locale.exactFolded.has(word));
    if (exact.length > 0) {
      add(onlyOne(exact.filter((locale) => locale.exact.has(token.raw))), 1);
      continue;
    }
    for (const locale of locales) if (locale.accented?.test(word) === true) add(locale.language, 1);
    const verb = only(readVerbSurface(word)?.languages);
    if (verb !== undefined) {
      add(verb, 2);
      continue;
    }
    const noun = only(surfaceIndex.objects.get(word)?.languages) ?? only(surfaceIndex.qualifiers.get(word)?.languages);
    const plain = locales.filter((locale) => locale.plainWords.has(word));
    if (noun !== undefined) add(noun, 1);
    else if (plain.length === 1) add(plain[0]?.language, 1);
    else if (plain.length === 0 && word.length >= 4 && !/\d/u.test(word)) {
      const ending = locales.filter((locale) => locale.endings?.test(word) === true);
      add(onlyOne(ending) ?? (ending.length === 0 ? onlyOne(locales.filter((locale) => locale.letters?.test(word) === true)) : undefined), 0.5);
    }
  }
  const best = Math.max(...score.values());
  const leaders = [...score].filter(([, points]) => points === best).map(([language]) => language);
  return leaders.length === 1 ? (leaders[0] as Language) : fallback;
}

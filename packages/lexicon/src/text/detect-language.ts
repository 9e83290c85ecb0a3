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
/** The languages in which a tie is broken when the fallback is not among the leaders: the older locales first. */
const languageOrder: readonly Language[] = ['it', 'en', 'es'];

function onlyOne(found: readonly LocaleCueSets[]): Language | undefined {
  return found.length === 1 ? found[0]?.language : undefined;
}

/**
 * Guesses the language of a request from the lexicon's words, so short imperatives are read right ("annulla",
 * "trova i pdf…", "sposta i pdf in Documenti" are `it`; "undo" is `en`). Each word scores for the one language it
 * belongs to: a request verb form (2 points: "trova", "elenca", "ricordami", "undo"), a function word, an object,
 * qualifier or place noun, or a time word (1 point: "di", "the", "posta", "cestino", "domani"), split evenly among
 * the languages a word belongs to ("manda" is Italian and Spanish); an accented letter a language writes counts 1
 * for it, a word written exactly as a language's cue ("I") too, and so does each mark of punctuation only one
 * language writes (Spanish "¿", "¡"); other words add half a point by their ending ("-zione", "-are" vs "-ing",
 * "-tion") or typical letters (w, k, y, th) when those name one language. URLs, paths, emails and quoted text are
 * ignored. Ties, including text with no known word, give `fallback` (default `'en'`) when it is among the leaders,
 * else the first leader of Italian, English, Spanish. Deterministic; picks the reply language, not a general
 * language identifier.
 */
export function detectLanguage(text: string, { fallback = 'en' }: { fallback?: Language } = {}): Language {
  locales ??= supportedLocales.map(cueSets);
  const score = new Map<Language, number>(locales.map((locale) => [locale.language, 0]));
  const add = (language: Language | undefined, points: number): void => {
    if (language !== undefined) score.set(language, (score.get(language) ?? 0) + points);
  };
  // A word of several languages ("manda": it, es) splits its points among them.
  const share = (languages: ReadonlySet<Language>, points: number): void => {
    for (const language of languages) add(language, points / languages.size);
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
    const verb = readVerbSurface(word)?.languages;
    if (verb !== undefined) {
      share(verb, 2);
      continue;
    }
    const noun = surfaceIndex.objects.get(word)?.languages ?? surfaceIndex.qualifiers.get(word)?.languages;
    const plain = locales.filter((locale) => locale.plainWords.has(word));
    if (noun !== undefined) share(noun, 1);
    else if (plain.length > 0) share(new Set(plain.map((locale) => locale.language)), 1);
    else if (word.length >= 4 && !/\d/u.test(word)) {
      const ending = locales.filter((locale) => locale.endings?.test(word) === true);
      add(onlyOne(ending) ?? (ending.length === 0 ? onlyOne(locales.filter((locale) => locale.letters?.test(word) === true)) : undefined), 0.5);
    }
  }
  const best = Math.max(...score.values());
  // Shared points are fractions (2/3): scores within a rounding error of the best lead with it.
  const leaders = [...score].filter(([, points]) => best - points < 1e-9).map(([language]) => language);
  if (leaders.length === 1) return leaders[0] as Language;
  // A tie is the fallback's when it leads too; a tie it has no part in goes to the first leader, in the lexicon's
  // order ("elimina ~/x.txt" is Italian and Spanish alike: Italian).
  return leaders.includes(fallback) ? fallback : (leaders.sort((a, b) => languageOrder.indexOf(a) - languageOrder.indexOf(b))[0] as Language);
}

import type { Language } from '@metnos/core';
import { englishFunctionWords, italianFunctionWords, readVerbSurface, surfaceIndex, tokenizeRequest } from '@metnos/lexicon';

// Time words: content words, but each belongs to one language.
const italianTimeWords = new Set([
  'oggi', 'ieri', 'domani', 'dopodomani', 'stamattina', 'stasera', 'stanotte', 'settimana', 'settimane', 'mese',
  'mesi', 'anno', 'anni', 'giorni', 'minuti', 'secondi', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì',
  'sabato', 'domenica', 'scorsa', 'scorso', 'prossima', 'prossimo', 'ultimi', 'ultime', 'fa', 'mattina', 'pomeriggio',
  'sera', 'notte', 'mezzogiorno', 'mezzanotte',
]);
const englishTimeWords = new Set([
  'today', 'yesterday', 'tomorrow', 'tonight', 'week', 'weeks', 'month', 'months', 'year', 'years', 'days', 'hours',
  'minutes', 'seconds', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'last',
  'next', 'ago', 'morning', 'afternoon', 'evening', 'night', 'noon', 'midnight', 'am', 'pm',
]);
const italianEnding = /(?:zione|zioni|mente|are|ere|ire|ato|ata|ati|ate|ito|ita|iti|ite|uto|uta|ando|endo|etta|etto|ella|ello|issimo)$/u;
const englishEnding = /(?:ing|tion|tions|ness|ful|able|ous|ly|ed)$/u;
const englishLetters = /(?:w|k|y|th|sh|ck)/u;
const accented = /[àèéìòù]/u;

function only(languages: ReadonlySet<Language> | undefined): Language | undefined {
  if (languages === undefined || languages.size !== 1) return undefined;
  return [...languages][0];
}

/**
 * Guesses whether a request is Italian or English from the Naming Authority's vocabulary and function words, so
 * short imperatives are read right ("annulla", "trova i pdf…", "sposta i pdf in Documenti" are `it`; "undo" is
 * `en`). Each word scores for the one language it belongs to: a request verb form (2 points: "trova", "elenca",
 * "ricordami", "undo"), a function word, an object, qualifier or place noun, or a time word (1 point: "di", "the",
 * "posta", "cestino", "domani"); an accented vowel counts for Italian, a capital "I" for English; other words
 * add half a point by their ending ("-zione", "-are" vs "-ing", "-tion") or English letters (w, k, y, th).
 * URLs, paths, emails and quoted text are ignored. Ties, including text with no known word, give `fallback`
 * (default `'en'`). Deterministic; picks the reply language, not a general language identifier.
 */
export function detectLanguage(text: string, { fallback = 'en' }: { fallback?: Language } = {}): Language {
  const score: Record<Language, number> = { it: 0, en: 0 };
  for (const token of tokenizeRequest(text)) {
    if (token.literal !== undefined) continue;
    const word = token.text;
    if (word === 'i') {
      if (token.raw === 'I') score.en += 1;
      continue;
    }
    if (accented.test(word)) score.it += 1;
    const verb = only(readVerbSurface(word)?.languages);
    if (verb !== undefined) {
      score[verb] += 2;
      continue;
    }
    const noun = only(surfaceIndex.objects.get(word)?.languages) ?? only(surfaceIndex.qualifiers.get(word)?.languages);
    const inItalian = italianFunctionWords.has(word) || italianTimeWords.has(word);
    const inEnglish = englishFunctionWords.has(word) || englishTimeWords.has(word);
    if (noun !== undefined) score[noun] += 1;
    else if (inItalian !== inEnglish) score[inItalian ? 'it' : 'en'] += 1;
    else if (!inItalian && word.length >= 4 && !/\d/u.test(word)) {
      if (italianEnding.test(word)) score.it += 0.5;
      else if (englishEnding.test(word) || englishLetters.test(word)) score.en += 0.5;
    }
  }
  if (score.it === score.en) return fallback;
  return score.it > score.en ? 'it' : 'en';
}

import { wordAlternation } from '@metnos/lexicon';
import { dateWords, dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords, monthNames, unitWords } from './temporal-lexicon';
import { findNumberWords, parseEnglishNumberWord, parseItalianNumberWord } from '../rules/find-number-words';
import { guessLanguage } from './guess-language';

/** Text prepared for the temporal rules, with a way back to the offsets of the original. */
export interface NormalizedText {
  /** Lowercase, without accents (except a lone `è`), typographic quotes and dashes made plain, number words as digits. */
  text: string;
  /** The language the text was read in: the caller's, else the one `guessLanguage` reads in it (undefined: none). */
  language: 'it' | 'en' | 'es' | undefined;
  /** The original span of a normalised span. */
  toOriginal(start: number, end: number): [number, number];
}

const ordinalWords: Record<string, string> = {
  first: '1st', third: '3rd', fourth: '4th', fifth: '5th', sixth: '6th', seventh: '7th', eighth: '8th', ninth: '9th', tenth: '10th',
  eleventh: '11th', twelfth: '12th', thirteenth: '13th', fourteenth: '14th', fifteenth: '15th', sixteenth: '16th', seventeenth: '17th',
  eighteenth: '18th', nineteenth: '19th', twentieth: '20th', thirtieth: '30th',
};

// A month name after it makes a day number of an ambiguous word ("il sei giugno"; "sei" is also "you are").
const timeContextAfter = new RegExp(`^\\s*(?:(?:${alternation(Object.keys(monthNames))})(?![\\p{L}])|${cueWords('normalize-temporal-text/ore')}|(?:${cueWords('cued-hour/meno')})\\b|(?:${cueWords('normalize-temporal-text/pm')})\\b|(?:${cueWords('normalize-temporal-text/am')})\\b)`, 'u');
const timeContextBefore = new RegExp(`(?:^|\\s)(?:${cueWords('normalize-temporal-text/alle')})\\s*$`, 'u');

/**
 * Normalises a request for the temporal rules: lowercase, accents removed (a lone `è`/`é` stays `è`, so "è" is not
 * read as the conjunction "e"), curly quotes and dashes made ASCII, English ordinal words as `21st` ("twenty-first", "twenty first"), and number words
 * as digits (`ventitré` -> `23`, `twenty-one` -> `21`). Articles (`un`, `one`) and Italian `sei` ("you are") become
 * digits only next to a time word ("sei ore", "alle sei", "one hour"). Offsets map back to the original text.
 */
export function normalizeTemporalText(original: string, language?: 'it' | 'en' | 'es'): NormalizedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  const chars = [...original];
  let offset = 0;
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] ?? '';
    const previous = chars[index - 1] ?? ' ';
    const next = chars[index + 1] ?? ' ';
    let mapped: string;
    if ((char === 'è' || char === 'é' || char === 'È') && !/\p{L}/u.test(previous) && !/\p{L}/u.test(next)) mapped = 'è';
    else if (/['’‘‛`´]/u.test(char)) mapped = "'";
    else if (/[“”«»„]/u.test(char)) mapped = '"';
    else if (/[–—‒−]/u.test(char)) mapped = '-';
    else if (/\s/u.test(char)) mapped = ' ';
    else mapped = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const piece of mapped) {
      folded += piece;
      starts.push(offset);
      ends.push(offset + char.length);
    }
    offset += char.length;
  }
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  const textLanguage = language ?? guessLanguage(folded);
  // Spanish number words ones of their own ("sesenta y cinco") only in Spanish text.
  for (const match of findNumberWords(folded, textLanguage === 'es' ? { language: 'es' } : {})) {
    if (match.quantity) continue;
    const first = match.text.split(/[\s-]/u)[0] ?? '';
    // A number word of the other language is an ordinary word here ("due" in "the project is due").
    if (textLanguage === 'en' && parseEnglishNumberWord(first) === undefined && !/^\d/u.test(first) && parseItalianNumberWord(first) !== undefined) continue;
    if (textLanguage === 'it' && parseItalianNumberWord(first) === undefined && parseEnglishNumberWord(first) !== undefined) continue;
    if (match.ambiguous) {
      if (first === 'un' || first === 'una' || first === 'uno') continue;
      const after = folded.slice(match.end);
      const before = folded.slice(0, match.start);
      if (!timeContextAfter.test(after) && !timeContextBefore.test(before)) continue;
    }
    replacements.push({ start: match.start, end: match.end, text: String(match.value) });
  }
  // A number word joined to its unit by a hyphen: "a two-week vacation", "an eight-hour strike", "twenty-five-minute".
  for (const match of folded.matchAll(new RegExp(`(?<![\\p{L}\\d-])((?:\\p{L}+-)?\\p{L}+)-(?=(?:${cueWords('normalize-temporal-text/second')})(?:${cueWords('detect-tense/s')})?(?![\\p{L}]))`, 'gu'))) {
    const word = match[1] ?? '';
    const value = parseEnglishNumberWord(word) ?? parseItalianNumberWord(word);
    if (value === undefined) continue;
    const end = match.index + word.length;
    if (replacements.some((other) => match.index < other.end && end > other.start)) continue;
    replacements.push({ start: match.index, end, text: String(value) });
  }
  for (const match of folded.matchAll(new RegExp(`(?<![\\p{L}\\d])(?:(${cueWords('normalize-temporal-text/twenty')})(-|\\s+))?(${cueWords('normalize-temporal-text/first')})(?![\\p{L}\\d])`, 'gu'))) {
    const tens = match[1] === 'twenty' ? 20 : match[1] === 'thirty' ? 30 : 0;
    const word = match[3] ?? '';
    if (word === 'second' && (tens === 0 || match[2] !== '-')) continue;
    const unit = word === 'second' ? 2 : undefined;
    const base = ordinalWords[word];
    let value: string | undefined;
    if (tens > 0) {
      const digit = unit ?? Number((base ?? '').replace(/\D/gu, ''));
      if (digit < 1 || digit > 9) continue;
      value = `${tens + digit}${digit === 1 ? 'st' : digit === 2 ? 'nd' : digit === 3 ? 'rd' : 'th'}`;
    } else value = base;
    if (value === undefined) continue;
    const overlaps = (other: { start: number; end: number }): boolean => match.index < other.end && match.index + match[0].length > other.start;
    // "twenty first" (ATIS writes ordinals with a space): the ordinal wins over the cardinal "twenty" read before.
    if (tens > 0 && match[2] !== '-') {
      const kept = replacements.filter((other) => !overlaps(other) || !/^[23]0$/u.test(other.text));
      replacements.splice(0, replacements.length, ...kept);
    }
    if (replacements.some(overlaps)) continue;
    replacements.push({ start: match.index, end: match.index + match[0].length, text: value });
  }
  // Spanish count words, read only when the request is said or guessed to be Spanish ("dentro de dos semanas"): the
  // Italian and English readers above leave them alone.
  if (textLanguage === 'es') {
    const counts = dateWords('es').countWords;
    for (const match of folded.matchAll(new RegExp(`(?<![\\p{L}\\d])(?:${wordAlternation(Object.keys(counts), { longestFirst: true })})(?![\\p{L}\\d])`, 'gu'))) {
      const end = match.index + match[0].length;
      if (replacements.some((other) => match.index < other.end && end > other.start)) continue;
      replacements.push({ start: match.index, end, text: String(counts[match[0]]) });
    }
  }
  // Spoken years and hours: "twenty twenty six" 2026, "nineteen ninety" 1990 (two number words, 19 or 20 then 10-99);
  // "oh nine hundred" 09:00, "oh nine thirty" 09:30.
  const spoken = replacements.filter((replacement) => /^\d+$/u.test(replacement.text)).sort((left, right) => left.start - right.start);
  // "twenty twenty minute breaks" counts breaks of a length, no year.
  const unitAfter = new RegExp(`^[\\s-]*(?:${alternation(Object.keys(unitWords))})(?![\\p{L}])`, 'u');
  const ohBefore = new RegExp(`(?:^|[^\\p{L}\\d])(?:${cueWords('normalize-temporal-text/oh')})\\s+$`, 'u');
  for (let index = 0; index < spoken.length; index += 1) {
    const first = spoken[index];
    const second = spoken[index + 1];
    if (first === undefined) continue;
    const oh = ohBefore.exec(folded.slice(0, first.start));
    const joined = second !== undefined && /^\s+$/u.test(folded.slice(first.end, second.start)) && folded[second.end] !== '-';
    const [hundreds, one, two] = [Number(first.text), Number(first.text), Number(second?.text)];
    let merged: { start: number; end: number; text: string } | undefined;
    if (oh !== null && hundreds >= 100 && hundreds <= 900 && hundreds % 100 === 0) merged = { start: oh.index + oh[0].length - oh[0].trimStart().length, end: first.end, text: `0${hundreds / 100}:00` };
    else if (oh !== null && joined && second !== undefined && one >= 1 && one <= 9 && two >= 10 && two <= 59) merged = { start: oh.index + oh[0].length - oh[0].trimStart().length, end: second.end, text: `0${one}:${two}` };
    else if (oh === null && joined && second !== undefined && (one === 19 || one === 20) && two >= 10 && two <= 99 && !unitAfter.test(folded.slice(second.end))) merged = { start: first.start, end: second.end, text: `${one}${two}` };
    if (merged === undefined) continue;
    const { start, end } = merged;
    const kept = replacements.filter((other) => other.end <= start || other.start >= end);
    replacements.splice(0, replacements.length, ...kept, merged);
    if (merged.end === second?.end) index += 1;
  }
  // Chat shorthand ("tmw", "nxt wk", "sabato prox") and known misspellings ("sabbato", "wensday") as the words they stand for; Spanish's only in Spanish text, and the
  // text's own language first ("el lunes prox" is "próximo", not "prossimo").
  for (const words of [...dateWordsOfEveryLocale].sort((left, right) => Number(right.language === textLanguage) - Number(left.language === textLanguage))) {
    const shorthand = words.misspellings === undefined ? words.chatShorthand : { ...words.chatShorthand, ...words.misspellings };
    if (shorthand === undefined || (words.language === 'es' && textLanguage !== 'es')) continue;
    for (const match of folded.matchAll(new RegExp(`(?<![\\p{L}\\d])(?:${wordAlternation(Object.keys(shorthand), { longestFirst: true })})(?![\\p{L}\\d])`, 'gu'))) {
      const end = match.index + match[0].length;
      const full = shorthand[match[0]];
      if (full === undefined || replacements.some((other) => match.index < other.end && end > other.start)) continue;
      replacements.push({ start: match.index, end, text: full });
    }
  }
  // A filler between a clock cue and its hour is dropped: "at like ten", "alle tipo dieci", "tipo alle dieci".
  const overlapsAny = (start: number, end: number): boolean => replacements.some((other) => start < other.end && end > other.start);
  for (const match of folded.matchAll(new RegExp(`(?<=(?:^|\\s)(?:${cueWords('normalize-temporal-text/filler-after')})\\s+)(?:${cueWords('normalize-temporal-text/filler')})\\s+`, 'gu'))) {
    const end = match.index + match[0].length;
    const hour = /\d/u.test(folded[end] ?? '') || replacements.some((other) => other.start === end && /^\d/u.test(other.text));
    if (hour && !overlapsAny(match.index, end)) replacements.push({ start: match.index, end, text: '' });
  }
  for (const match of folded.matchAll(new RegExp(`(?<![\\p{L}\\d])(?:${cueWords('normalize-temporal-text/filler')})\\s+(?=(?:${cueWords('normalize-temporal-text/filler-before')})\\s)`, 'gu'))) {
    const end = match.index + match[0].length;
    if (!overlapsAny(match.index, end)) replacements.push({ start: match.index, end, text: '' });
  }
  replacements.sort((left, right) => left.start - right.start);
  let text = '';
  const mapStart: number[] = [];
  const mapEnd: number[] = [];
  let cursor = 0;
  for (const replacement of replacements) {
    for (let index = cursor; index < replacement.start; index += 1) {
      text += folded[index];
      mapStart.push(starts[index] ?? 0);
      mapEnd.push(ends[index] ?? 0);
    }
    for (const piece of replacement.text) {
      text += piece;
      mapStart.push(starts[replacement.start] ?? 0);
      mapEnd.push(ends[replacement.end - 1] ?? 0);
    }
    cursor = replacement.end;
  }
  for (let index = cursor; index < folded.length; index += 1) {
    text += folded[index];
    mapStart.push(starts[index] ?? 0);
    mapEnd.push(ends[index] ?? 0);
  }
  return {
    text,
    language: textLanguage,
    toOriginal(start: number, end: number): [number, number] {
      if (end <= start) return [mapStart[start] ?? original.length, mapStart[start] ?? original.length];
      return [mapStart[start] ?? 0, mapEnd[end - 1] ?? original.length];
    },
  };
}

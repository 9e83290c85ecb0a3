import { dateWordsOfEveryLocale, numberWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { countBeforeMultiplier } from './count-before-multiplier';
import { halfOfMultiplierLength } from './half-of-multiplier';
import type { RuleLanguage } from './parse-locale-number';
import { slangMultiplierAfter } from './slang-multiplier';
/** A number written in words, found by `findNumberWords`. */
export interface NumberWordMatch {
  value: number;
  /** Offsets in the text. */
  start: number;
  end: number;
  /** The span as written. */
  text: string;
  /**
   * True for a lone word that is usually not a number: an article (`un`, `una`, `one`) or Italian `sei`
   * ("you are"); callers accept it only where the context asks for a number.
   */
  ambiguous: boolean;
  /** True for a quantity word rather than a cardinal (`dozzina`, `a couple of`, `mezzo`, `half a`). */
  quantity: boolean;
}

// The number words are the lexicon's (`@metnos/lexicon`, `locales/<language>/number-words.ts`).
const italian = numberWordsOfEveryLocale.find((words) => words.language === 'it');
const english = numberWordsOfEveryLocale.find((words) => words.language === 'en');
const spanish = numberWordsOfEveryLocale.find((words) => words.language === 'es');
const spanishWords: Record<string, number> = { ...spanish?.cardinals };
const italianCardinals = Object.entries(italian?.cardinals ?? {});
const italianUnits: Record<string, number> = Object.fromEntries(italianCardinals.filter(([, value]) => value < 10));
const italianTeens: Record<string, number> = Object.fromEntries(italianCardinals.filter(([, value]) => value >= 10));
const italianTens: Record<string, number> = { ...italian?.joinedTens };
const englishSmall: Record<string, number> = { ...english?.cardinals };
const multipliers: Record<string, number> = Object.assign({}, ...numberWordsOfEveryLocale.map((words) => words.multipliers));
const ambiguousWords = new Set(numberWordsOfEveryLocale.flatMap((words) => words.ambiguous));
const dozenWords = new Set(numberWordsOfEveryLocale.flatMap((words) => words.dozens));
const italianAndEnglishCollectives: Record<string, number> = Object.assign({}, italian?.collectives, english?.collectives);
const spanishCollectives: Record<string, number> = { ...spanish?.collectives };
const falseFriends: Readonly<Record<string, { before: readonly string[]; after: readonly string[] }>> = Object.assign({}, ...numberWordsOfEveryLocale.map((words) => words.falseFriends));
/** The phrases that add a half to the number before them ("one and a half"), as words. */
const andAHalfPhrases: ReadonlyArray<readonly string[]> = numberWordsOfEveryLocale.flatMap((words) => (words.andAHalf ?? []).map((phrase) => phrase.split(' ')));

/** The phrases that add a half to the number before them across its noun ("tre chili e mezzo"), as words. */
const halfAfterNounPhrases: ReadonlyArray<readonly string[]> = numberWordsOfEveryLocale.flatMap((words) => (words.halfAfterNoun ?? []).map((phrase) => phrase.split(' ')));
/** The words that may follow a half after a noun, naming what is measured ("un litro e mezzo d'acqua"). */
const ofAfterHalfWords = new Set(numberWordsOfEveryLocale.flatMap((words) => words.ofAfterHalf ?? []));
/** Units of time: "due ore e mezza" is a length, which the temporal reader reads whole. */
const timeUnitWords: ReadonlySet<string> = new Set(dateWordsOfEveryLocale.flatMap((words) => Object.keys(words.units)));

/** A word that `fold` leaves as it is: lowercase ASCII letters and hyphens (the tokens `findNumberWords` folded). */
const foldedAlready = /^[a-z-]*$/u;

/** Lowercase without accents (`ventitré` -> `ventitre`). */
function fold(word: string): string {
  if (foldedAlready.test(word)) return word;
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The Italian tens with their stems ("venti", "vent"), read once. */
const italianTensStems: ReadonlyArray<readonly [string, number, string]> = Object.entries(italianTens).map(([ten, value]) => [ten, value, ten.slice(0, -1)]);

/** How the Italian tens' stems begin: a word that begins otherwise holds no ten ("ventitre" begins as "vent"). */
const stemHeadLength = Math.min(...italianTensStems.map(([, , stem]) => stem.length));
const stemHeads: ReadonlySet<string> = new Set(italianTensStems.map(([, , stem]) => stem.slice(0, stemHeadLength)));

function italianBelowHundred(word: string): number | undefined {
  if (word in italianUnits && word !== 'un' && word !== 'una') return italianUnits[word];
  if (word in italianTeens) return italianTeens[word];
  if (!stemHeads.has(word.slice(0, stemHeadLength))) return undefined;
  for (const [ten, value, stem] of italianTensStems) {
    if (word === ten) return value;
    for (const prefix of [ten, stem]) {
      if (!word.startsWith(prefix)) continue;
      const rest = word.slice(prefix.length);
      const unit = italianUnits[rest];
      if (unit === undefined || unit === 0 || rest === 'un' || rest === 'una') continue;
      // "ventuno", "ventotto" drop the vowel; "ventitre", "ventidue" keep it.
      const dropsVowel = rest === 'uno' || rest === 'otto';
      if (dropsVowel === (prefix === stem)) return value + unit;
    }
  }
  return undefined;
}

function italianBelowThousand(word: string): number | undefined {
  const index = word.indexOf('cent');
  if (index < 0) return italianBelowHundred(word);
  const head = word.slice(0, index);
  const hundreds = head === '' ? 1 : italianUnits[head];
  if (hundreds === undefined || (head !== '' && hundreds < 2) || head === 'un' || head === 'una') return undefined;
  const after = word.slice(index + 4);
  if (after === 'o') return hundreds * 100;
  const tail = (after.startsWith('o') ? italianBelowHundred(after.slice(1)) : undefined) ?? italianBelowHundred(after);
  return tail === undefined ? undefined : hundreds * 100 + tail;
}

/** Parses one Italian number word (`ventitre`, `duecentocinquanta`, `tremilacinquecento`, `milleuno`). */
export function parseItalianNumberWord(raw: string): number | undefined {
  const word = fold(raw);
  if (word === 'mille') return 1000;
  if (word.startsWith('mille')) {
    const rest = italianBelowThousand(word.slice(5));
    return rest === undefined ? undefined : 1000 + rest;
  }
  const index = word.indexOf('mila');
  if (index > 0) {
    const head = italianBelowThousand(word.slice(0, index));
    if (head === undefined || head < 2) return undefined;
    const restWord = word.slice(index + 4);
    if (restWord === '') return head * 1000;
    const rest = italianBelowThousand(restWord);
    return rest === undefined ? undefined : head * 1000 + rest;
  }
  if (word === 'cento') return 100;
  return italianBelowThousand(word);
}

/** Parses one English number word, hyphenated tens included (`twenty-one`). */
export function parseEnglishNumberWord(raw: string): number | undefined {
  const word = fold(raw);
  if (word in englishSmall) return englishSmall[word];
  const [tens, unit, extra] = word.split('-');
  if (extra !== undefined || tens === undefined || unit === undefined) return undefined;
  const tensValue = englishSmall[tens];
  const unitValue = englishSmall[unit];
  if (tensValue === undefined || unitValue === undefined || tensValue < 20 || tensValue % 10 !== 0 || unitValue < 1 || unitValue > 9) return undefined;
  return tensValue + unitValue;
}

/**
 * Parses one Spanish number word, folded (`tres`, `veintitres`, `doscientos`, `mil`); "un", "una" and "uno" are
 * articles first and read by the caller. Tens and units written apart ("treinta y cinco") compose in `findNumberWords`.
 */
export function parseSpanishNumberWord(raw: string): number | undefined {
  const word = fold(raw);
  if (word === 'mil') return 1000;
  if (word === 'un' || word === 'una' || word === 'uno') return undefined;
  return spanishWords[word];
}

interface Token {
  word: string;
  start: number;
  end: number;
}

const tokenPattern = /[\p{L}]+(?:-[\p{L}]+)*'?/gu;

/**
 * Finds numbers written in words, Italian and English (and Spanish for `language: 'es'`), and reads their value: single words (`sette`, `ventitré`,
 * `duecentocinquanta`, `twenty-one`, `veinte`), sequences (`treinta y cinco`, `dos mil quinientos`, (`mille duecento`, `one hundred and twenty`, `three thousand five
 * hundred`, `due milioni`, `a thousand`), and quantity words (`una dozzina`, `mezza dozzina`, `half a dozen`, `a dozen`,
 * `un paio di`, `a couple of`). Lone articles and Italian `sei` are returned with `ambiguous: true`.
 */
export function findNumberWords(text: string, { language }: { language?: RuleLanguage } = {}): NumberWordMatch[] {
  const spanish = language === 'es';
  const tokens: Token[] = [...text.matchAll(tokenPattern)].map((match) => ({
    word: fold(match[0].replace(/'$/u, '')),
    start: match.index,
    end: match.index + match[0].replace(/'$/u, '').length,
  }));
  const found: NumberWordMatch[] = [];
  let index = 0;
  while (index < tokens.length) {
    // Most words start no number (what `readNumberAt` reads first): no number word ("a", "un", "una" read as one),
    // no dozen, and no quantity phrase, whose dozen word follows within two ("half a dozen", "mezza dozzina").
    const word = (tokens[index] as Token).word;
    if (valueOf(word, spanish) === undefined && !dozenWords.has(word) && !dozenWords.has(tokens[index + 1]?.word ?? '') && !dozenWords.has(tokens[index + 2]?.word ?? '')) {
      index += 1;
      continue;
    }
    const match = readNumberAt(tokens, index, text, spanish);
    if (match === undefined) {
      index += 1;
      continue;
    }
    found.push(match.result);
    index = match.next;
  }
  // An English request reads no Italian number word: "the bill is due June 3" has no 2, "venti" is a cup size.
  if (language === 'en') return found.filter((match) => !isItalianOnly(fold(match.text.split(/\s+/u)[0] ?? '')));
  // Without a language, an Italian number word that English writes too is English beside English words ("Payment due
  // Friday", "the rent is due on the 3rd").
  if (language === undefined) return found.filter((match) => !isFalseFriend(match, tokens));
  return found;
}

function isFalseFriend(match: NumberWordMatch, tokens: readonly Token[]): boolean {
  const neighbours = falseFriends[fold(match.text)];
  if (neighbours === undefined) return false;
  const index = tokens.findIndex((token) => token.start === match.start);
  const before = tokens[index - 1]?.word;
  const after = tokens[index + 1]?.word;
  return (before !== undefined && neighbours.before.includes(before)) || (after !== undefined && neighbours.after.includes(after));
}

function isItalianOnly(word: string): boolean {
  return parseItalianNumberWord(word) !== undefined && parseEnglishNumberWord(word) === undefined;
}

function gapIsSpace(text: string, left: Token, right: Token): boolean {
  return /^[ \t]+$/u.test(text.slice(left.end, right.start));
}

function valueOf(word: string, spanish: boolean): number | undefined {
  return parseItalianNumberWord(word) ?? parseEnglishNumberWord(word) ?? (spanish ? parseSpanishNumberWord(word) : undefined) ?? (word === 'un' || word === 'una' || word === 'a' || word === 'an' ? 1 : undefined);
}

function magnitude(value: number): number {
  return value >= 1000 ? 1000 : value >= 100 ? 100 : value >= 10 ? 10 : 1;
}

function readNumberAt(tokens: Token[], first: number, text: string, spanish: boolean): { result: NumberWordMatch; next: number } | undefined {
  const spanishValue = (word: string): number | undefined => (spanish ? parseSpanishNumberWord(word) : undefined);
  // After tens and "y" the article is the unit one: "treinta y una camisetas", "veinte y un días" is not written.
  const spanishUnit = (word: string): number | undefined => spanishValue(word) ?? (spanish && (word === 'un' || word === 'una' || word === 'uno') ? 1 : undefined);
  const at = (offset: number): Token | undefined => tokens[first + offset];
  const make = (value: number, last: number, ambiguous: boolean, quantity: boolean): { result: NumberWordMatch; next: number } => {
    const start = tokens[first]?.start ?? 0;
    const end = tokens[last]?.end ?? start;
    return { result: { value, start, end, text: text.slice(start, end), ambiguous, quantity }, next: last + 1 };
  };
  const joined = (offset: number): boolean => {
    const left = at(offset - 1);
    const right = at(offset);
    return left !== undefined && right !== undefined && gapIsSpace(text, left, right);
  };
  const word = at(0)?.word ?? '';
  // A read span that ends inside or after a token: the match up to it ("a couple hundred", "three grand").
  const makeTo = (value: number, endOffset: number, quantity: boolean): { result: NumberWordMatch; next: number } => {
    let last = first;
    while ((tokens[last + 1]?.end ?? Number.POSITIVE_INFINITY) <= endOffset) last += 1;
    const start = tokens[first]?.start ?? 0;
    return { result: { value, start, end: endOffset, text: text.slice(start, endOffset), ambiguous: false, quantity }, next: last + 1 };
  };
  // "a couple hundred": an approximate count before a multiplier.
  const counted = at(1) === undefined ? undefined : countBeforeMultiplier(text.slice(at(0)?.start ?? 0));
  if (counted !== undefined) return makeTo(counted.value, (at(0)?.start ?? 0) + counted.length, true);
  // Quantity phrases.
  if (word === 'half' && at(1)?.word === 'a' && at(2)?.word === 'dozen' && joined(1) && joined(2)) return make(6, first + 2, false, true);
  if ((word === 'mezza' && at(1)?.word === 'dozzina') || (word === 'media' && at(1)?.word === 'docena')) {
    if (joined(1)) return make(6, first + 1, false, true);
  }
  if ((word === 'a' || word === 'una') && dozenWords.has(at(1)?.word ?? '') && joined(1)) return make(12, first + 1, false, true);
  if (dozenWords.has(word) && !word.endsWith('s') && word !== 'dozzine') return make(12, first, false, true);
  // A singular article and a collective noun: "un paio", "un centinaio di", "un par de", "una decena".
  const collective = (word === 'un' || word === 'una') && joined(1) ? (italianAndEnglishCollectives[at(1)?.word ?? ''] ?? (spanish ? spanishCollectives[at(1)?.word ?? ''] : undefined)) : undefined;
  if (collective !== undefined) return make(collective, first + 1, false, true);
  if (word === 'a' && at(1)?.word === 'couple' && at(2)?.word === 'of' && joined(1)) return make(2, first + 1, false, true);
  // Cardinal sequences: "one hundred and twenty", "mille duecento", "due milioni", "twenty one".
  let total = 0;
  let current = 0;
  let lastStep = Number.POSITIVE_INFINITY;
  let lastMultiplier = Number.POSITIVE_INFINITY;
  let lastWasTens = false;
  let last = -1;
  let position = first;
  while (position < tokens.length) {
    const token = tokens[position] as Token;
    const count = position - first;
    if (count > 0 && !gapIsSpace(text, tokens[position - 1] as Token, token)) break;
    const tokenWord = token.word;
    if (count > 0 && spanish && tokenWord === 'y') {
      // Spanish tens take their unit after "y" ("treinta y cinco", "ciento veinte y tres" is not written).
      const after = tokens[position + 1];
      const unit = after === undefined ? undefined : spanishUnit(after.word);
      if (lastWasTens && after !== undefined && gapIsSpace(text, token, after) && unit !== undefined && unit >= 1 && unit <= 9) {
        position += 1;
        continue;
      }
      break;
    }
    if (count > 0 && (tokenWord === 'and' || tokenWord === 'e')) {
      const after = tokens[position + 1];
      const afterValue = after === undefined ? undefined : parseItalianNumberWord(after.word) ?? parseEnglishNumberWord(after.word) ?? spanishValue(after.word);
      const afterNext = tokens[position + 2];
      if (afterNext !== undefined && multipliers[afterNext.word] !== undefined) break;
      if (lastStep >= 100 && after !== undefined && gapIsSpace(text, token, after) && afterValue !== undefined && afterValue < lastStep && !ambiguousWords.has(after.word)) {
        position += 1;
        continue;
      }
      break;
    }
    if (count > 0 && dozenWords.has(tokenWord) && total === 0 && current >= 1 && current < 100) {
      current *= 12;
      lastStep = 1;
      last = position;
      position += 1;
      break;
    }
    const multiplier = multipliers[tokenWord];
    // A multiplier first is a number only when it is one alone (Spanish "mil"); `valueOf` reads it below.
    if (multiplier !== undefined && count === 0 && valueOf(tokenWord, spanish) === undefined) break;
    if (multiplier !== undefined && count > 0) {
      if (multiplier === 100) {
        if (current < 1 || current > 99 || (current > 9 && current % 10 === 0 && current > 19) || lastStep === 100) break;
        current *= 100;
        lastStep = 100;
      } else {
        if (multiplier >= lastMultiplier || current + total === 0) break;
        total += (current === 0 ? 1 : current) * multiplier;
        current = 0;
        lastMultiplier = multiplier;
        lastStep = multiplier;
      }
      lastWasTens = false;
      last = position;
      position += 1;
      continue;
    }
    const afterY = count > 0 && tokens[position - 1]?.word === 'y';
    const value = count === 0 ? valueOf(tokenWord, spanish) : afterY ? spanishUnit(tokenWord) : parseItalianNumberWord(tokenWord) ?? parseEnglishNumberWord(tokenWord) ?? spanishValue(tokenWord);
    if (value === undefined) break;
    if (count === 0) {
      if (value >= 1000) {
        total = value;
        lastMultiplier = 1000;
        lastStep = value % 1000 === 0 ? 1000 : magnitude(value % 1000);
      } else {
        current = value;
        lastStep = magnitude(value);
      }
    } else {
      const fitsAfterHundreds = lastStep >= 100 && value < lastStep && value < 1000 && (lastStep > 100 || current % 100 === 0);
      const fitsAfterTens = lastWasTens && value >= 1 && value <= 9;
      if (!fitsAfterHundreds && !fitsAfterTens) break;
      if (value >= 100 && lastStep <= 100) break;
      current += value;
      lastStep = magnitude(value);
    }
    lastWasTens = value >= 20 && value < 100 && value % 10 === 0;
    last = position;
    position += 1;
  }
  if (last < 0) return undefined;
  // "due milioni e mezzo": a half after a multiplier is half of it.
  const lastToken = tokens[last] as Token;
  const lastMultiplierValue = last > first ? multipliers[lastToken.word] : undefined;
  const halfLength = lastMultiplierValue !== undefined && lastMultiplierValue >= 1000 ? halfOfMultiplierLength(text.slice(lastToken.end)) : 0;
  if (halfLength > 0) return makeTo(total + current + (lastMultiplierValue ?? 0) / 2, lastToken.end + halfLength, false);
  // "three grand": a slang multiplier after the number, before no noun.
  const slang = word === 'a' || word === 'an' ? undefined : slangMultiplierAfter(text.slice(lastToken.end));
  if (slang !== undefined) return makeTo((total + current) * slang.factor, lastToken.end + slang.length, false);
  // "one and a half", "two and a half": the half joins the number (and "one" is then no article).
  const half = andAHalfPhrases.find((phrase) => phrase.every((part, offset) => tokens[last + 1 + offset]?.word === part && gapIsSpace(text, tokens[last + offset] as Token, tokens[last + 1 + offset] as Token)));
  if (half !== undefined) return make(total + current + 0.5, last + half.length, false, false);
  // "tre chili e mezzo", "two pounds and a half": a half after the one noun counted, ending the clause or before what is
  // measured ("un litro e mezzo d'acqua"), joins the number (not after a unit of time, a length, nor after an English
  // article, "a mezzogiorno e mezzo").
  const noun = tokens[last + 1];
  const article = last === first && (word === 'a' || word === 'an');
  if (noun !== undefined && !article && !timeUnitWords.has(noun.word) && valueOf(noun.word, spanish) === undefined && gapIsSpace(text, tokens[last] as Token, noun)) {
    const nounHalf = halfAfterNounPhrases.find((phrase) => phrase.every((part, offset) => tokens[last + 2 + offset]?.word === part && gapIsSpace(text, tokens[last + 1 + offset] as Token, tokens[last + 2 + offset] as Token)));
    const end = last + 1 + (nounHalf?.length ?? 0);
    const after = tokens[end + 1];
    if (nounHalf !== undefined && (after === undefined || !gapIsSpace(text, tokens[end] as Token, after) || ofAfterHalfWords.has(after.word))) return make(total + current + 0.5, end, false, false);
  }
  const single = last === first;
  if (single && (word === 'a' || word === 'an')) return undefined;
  return make(total + current, last, single && ambiguousWords.has(word), false);
}

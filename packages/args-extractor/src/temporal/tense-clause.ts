import { cueWords } from './temporal-lexicon';

/** Where a clause of a request starts and ends (offsets in the normalised text, `to` exclusive). */
export interface TenseClause {
  from: number;
  to: number;
  /** The clause opens with a clause word (", ma", "e poi"): a contrast or a next step, which a past before it does not reach. */
  opened: boolean;
  /** The part of the clause between commas that holds the expression (the clause itself when it has no comma). */
  part: { from: number; to: number };
}

// A sentence ends at ". ? ! ;" before a space or the end; not a dot closing a one-letter abbreviation ("p.v.", "u.s.").
const sentenceEnd = /(?<!(?:^|[\s.])\p{L})[.!?;]+(?=\s|$)/gu;
let clauseBreak: RegExp | undefined;
let joiningWord: RegExp | undefined;
const words = (text: string): number => text.split(/[\s']+/u).filter((word) => /[\p{L}\d]/u.test(word)).length;

/**
 * The clause of `normalized` that holds the expression at `[start, end)`, the one whose tense decides the expression's
 * year or direction: the sentence it is in (ended by ". ? ! ;"), cut after the clause words that open a new one (", ma",
 * "e poi", ", but", "and then", ", pero", "y luego", and an order to note what follows, "segna che", "note that": the
 * note is an order, what it says may be past); in a question, the part between commas that holds the expression
 * when that part is a heading, the date and then the event it names (two words or more after the date, the first no
 * preposition or article: "22 maggio ore 21 concerto all'Arena, hai preso i biglietti?"), not when the date is only put
 * before the question ("lunedì, sei andato?", "il 3 maggio al mare, ti sei divertito?").
 * `opened`: the clause starts at a clause word or a question's comma, so what was said before it does not carry on;
 * `part`: the stretch between commas holding the expression, whose own tense cue, when it has one, comes first ("ho
 * spedito il pacco lunedì, dovrebbe arrivare entro giovedì").
 */
export function tenseClause(normalized: string, start: number, end: number): TenseClause {
  clauseBreak ??= new RegExp(`,\\s*(?:${cueWords('tense-clause/but')})(?![\\p{L}])|(?<![\\p{L}])(?:${cueWords('tense-clause/and-then')}|${cueWords('tense-clause/note-that')})(?![\\p{L}])`, 'gu');
  let from = 0;
  let to = normalized.length;
  let question = false;
  let opened = false;
  for (const match of normalized.matchAll(sentenceEnd)) {
    const index = match.index ?? 0;
    if (index + match[0].length <= start) from = index + match[0].length;
    else if (index >= end) {
      to = index;
      question = match[0].includes('?');
      break;
    }
  }
  for (const match of normalized.slice(from, to).matchAll(clauseBreak)) {
    const index = from + (match.index ?? 0);
    if (index + match[0].length <= start) {
      from = index + match[0].length;
      opened = true;
    } else if (index >= end) {
      to = index;
      break;
    }
  }
  const commaBefore = normalized.lastIndexOf(',', start - 1);
  const commaAfter = normalized.indexOf(',', end);
  const part = { from: commaBefore >= from ? commaBefore + 1 : from, to: commaAfter !== -1 && commaAfter < to ? commaAfter : to };
  if (!question || (part.from === from && part.to === to)) return { from, to, opened, part };
  // A heading names its event right after the date ("22 maggio ore 21 concerto all'Arena"); a date followed by a
  // preposition, or by nothing, is where or when the question's past happened ("il 3 maggio al mare, ti sei divertito?").
  joiningWord ??= new RegExp(`^\\s*(?:(?:${cueWords('tense-clause/joining-word')})(?![\\p{L}])|[^\\p{L}\\s]|$)`, 'u');
  const heading = words(normalized.slice(end, part.to)) >= 2 && !joiningWord.test(normalized.slice(end, part.to));
  return heading ? { from: part.from, to: part.to, opened: opened || part.from > from, part } : { from, to, opened, part };
}

import { partOfDayHintWords } from '../temporal-lexicon';
import type { PartOfDay } from '../temporal-node';
import { B, E, HINT_GAP, PART_OF_DAY_HINT } from './temporal-patterns';

let hintBefore: RegExp | undefined;
let hintAfter: RegExp | undefined;

/**
 * The part of the day a word of the lexicon's `partOfDayHints` (a meal, as a noun or a verb, "aperitivo", "happy hour",
 * "school pickup", a doctor's visit) marks for the clock written from `start` to `end` of `text`: a word at most four
 * words before it, else after it ("per l'aperitivo"), with no digit and no clause punctuation between (`HINT_GAP`).
 * Undefined when there is none: "dinner. Then call me at 8", "the dinner is booked; the train leaves at 7".
 */
export function partOfDayHint(text: string, start: number, end: number): PartOfDay | undefined {
  hintBefore ??= new RegExp(`(?<=${B}(${PART_OF_DAY_HINT})${HINT_GAP}\\s+)`, 'uy');
  hintAfter ??= new RegExp(`${HINT_GAP}\\s+(?:\\p{L}{1,3}')?(${PART_OF_DAY_HINT})${E}`, 'uy');
  hintBefore.lastIndex = start;
  const before = hintBefore.exec(text)?.[1];
  if (before !== undefined) return partOfDayHintWords[before];
  hintAfter.lastIndex = end;
  const after = hintAfter.exec(text)?.[1];
  return after === undefined ? undefined : partOfDayHintWords[after];
}

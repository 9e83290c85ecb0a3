import type { RequestWord } from '@metnos/tool-grammar';
import { isSpanCovered, spansOverlap, type TextSpan } from '../text-span';
import type { LabelHit } from './find-labels';

// Words a value does not end with: prepositions and articles before what comes next ("report nella cartella…").
const trailingFunctionWords = new Set(['in', 'into', 'to', 'from', 'on', 'at', 'of', 'for', 'with', 'the', 'a', 'an', 'and', 'or', 'nel', 'nella', 'nei', 'negli', 'nelle', 'nello', 'nell', 'in', 'da', 'dal', 'dalla', 'dai', 'di', 'del', 'della', 'dei', 'a', 'al', 'alla', 'ai', 'su', 'sul', 'sulla', 'per', 'con', 'e', 'ed', 'o', 'il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'una', 'uno']);
const determiners = new Set(['the', 'a', 'an', 'il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'uno', 'una', 'is', 'è', 'e']);

/**
 * The value after a label: a quoted literal (without its quotes), else the words up to the next label, clause
 * boundary (a colon right after the label is skipped), already-read span, or "and"/"e" before another label.
 * Leading articles are skipped. Returns the value text and its span, or undefined when nothing follows.
 */
export function readLabelledValue(
  query: string,
  words: readonly RequestWord[],
  hit: LabelHit,
  hits: readonly LabelHit[],
  consumed: readonly TextSpan[],
): { value: string; span: TextSpan } | undefined {
  let index = hit.last + 1;
  while (index < words.length && determiners.has((words[index] as RequestWord).text) && !(words[index] as RequestWord).boundaryBefore) index += 1;
  const first = words[index];
  if (first === undefined || (first.boundaryBefore && !first.colonBefore) || isSpanCovered(first, consumed)) return undefined;
  if (first.literal === 'quoted') {
    return { value: first.raw.slice(1, -1).trim(), span: { start: words[hit.first]?.start ?? first.start, end: first.end } };
  }
  const nextLabel = hits.filter((other) => other.first > hit.last).map((other) => other.first).sort((left, right) => left - right)[0] ?? words.length;
  let last = index - 1;
  for (let position = index; position < nextLabel; position += 1) {
    const word = words[position] as RequestWord;
    if (position > index && word.boundaryBefore) break;
    if (consumed.some((span) => spansOverlap(span, word))) break;
    if (['and', 'e', 'ed', 'with', 'con'].includes(word.text) && position + 1 === nextLabel) break;
    last = position;
  }
  while (last >= index && trailingFunctionWords.has((words[last] as RequestWord).text)) last -= 1;
  if (last < index) return undefined;
  const end = (words[last] as RequestWord).end;
  const value = query.slice(first.start, end).trim();
  return value === '' ? undefined : { value, span: { start: (words[hit.first] as RequestWord).start, end } };
}

import type { RequestWord } from '@metnos/tool-grammar';
import { isCovered, overlaps, type TextSpan } from './text-span';

// Words a value does not end with: prepositions and articles before what comes next ("report nella cartella…").
const trailingFunctionWords = new Set(['in', 'into', 'to', 'from', 'on', 'at', 'of', 'for', 'with', 'the', 'a', 'an', 'and', 'or', 'nel', 'nella', 'nei', 'negli', 'nelle', 'nello', 'nell', 'in', 'da', 'dal', 'dalla', 'dai', 'di', 'del', 'della', 'dei', 'a', 'al', 'alla', 'ai', 'su', 'sul', 'sulla', 'per', 'con', 'e', 'ed', 'o', 'il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'una', 'uno']);
const determiners = new Set(['the', 'a', 'an', 'il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'uno', 'una', 'is', 'è', 'e']);

/** A label found in the request: where it is and which property it introduces. */
export interface LabelHit {
  property: string;
  /** Index of the label's first and last word. */
  first: number;
  last: number;
}

/** Finds every occurrence of every label of `labels` (property → it/en labels) among `words`, longest first. */
export function findLabels(words: readonly RequestWord[], labels: ReadonlyMap<string, readonly string[]>, consumed: readonly TextSpan[]): LabelHit[] {
  const hits: LabelHit[] = [];
  const entries = [...labels].flatMap(([property, forms]) => forms.map((form) => ({ property, parts: form.toLowerCase().split(/\s+|(?<=')/u).filter((part) => part !== '').map((part) => part.replace(/'$/u, '')) })));
  entries.sort((left, right) => right.parts.length - left.parts.length);
  for (let index = 0; index < words.length; index += 1) {
    for (const { property, parts } of entries) {
      const slice = words.slice(index, index + parts.length);
      if (slice.length < parts.length || !slice.every((word, offset) => word.text === parts[offset] && word.literal === undefined && word.role !== 'verb' && word.role !== 'object' && !isCovered(word, consumed) && (offset === 0 || !word.boundaryBefore))) continue;
      if (hits.some((hit) => index <= hit.last && index + parts.length - 1 >= hit.first)) continue;
      hits.push({ property, first: index, last: index + parts.length - 1 });
      break;
    }
  }
  return hits.sort((left, right) => left.first - right.first);
}

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
  if (first === undefined || (first.boundaryBefore && !first.colonBefore) || isCovered(first, consumed)) return undefined;
  if (first.literal === 'quoted') {
    return { value: first.raw.slice(1, -1).trim(), span: { start: words[hit.first]?.start ?? first.start, end: first.end } };
  }
  const nextLabel = hits.filter((other) => other.first > hit.last).map((other) => other.first).sort((left, right) => left - right)[0] ?? words.length;
  let last = index - 1;
  for (let position = index; position < nextLabel; position += 1) {
    const word = words[position] as RequestWord;
    if (position > index && word.boundaryBefore) break;
    if (consumed.some((span) => overlaps(span, word))) break;
    if (['and', 'e', 'ed', 'with', 'con'].includes(word.text) && position + 1 === nextLabel) break;
    last = position;
  }
  while (last >= index && trailingFunctionWords.has((words[last] as RequestWord).text)) last -= 1;
  if (last < index) return undefined;
  const end = (words[last] as RequestWord).end;
  const value = query.slice(first.start, end).trim();
  return value === '' ? undefined : { value, span: { start: (words[hit.first] as RequestWord).start, end } };
}

import { withArticles, type RequestWord } from '@metnos/lexicon';
import { isSpanCovered, type TextSpan } from '../text-span';

/** A label found in the request: where it is and which property it introduces. */
export interface LabelHit {
  property: string;
  /** Index of the label's first and last word. */
  first: number;
  last: number;
}

// Italian "di" joined with an article ("che parlano del contratto"): a label ending in "di" also ends in these.
const articulatedDi: ReadonlySet<string> = new Set(withArticles('di', { bare: true }));

/**
 * Finds every occurrence of every label of `labels` (property → it/en labels) among `words`, longest first; a label
 * part "di" also matches its forms with an article (del, della, dei…).
 */
export function findLabels(words: readonly RequestWord[], labels: ReadonlyMap<string, readonly string[]>, consumed: readonly TextSpan[]): LabelHit[] {
  const hits: LabelHit[] = [];
  const entries = entriesOf(labels);
  for (let index = 0; index < words.length; index += 1) {
    const first = (words[index] as RequestWord).text;
    for (const { property, parts } of entries) {
      // The first word must be the label's (what the test below checks first), before any slice is taken.
      if (parts.length > 0 && first !== parts[0] && !(parts[0] === 'di' && articulatedDi.has(first))) continue;
      const slice = words.slice(index, index + parts.length);
      if (slice.length < parts.length || !slice.every((word, offset) => (word.text === parts[offset] || (parts[offset] === 'di' && articulatedDi.has(word.text))) && word.literal === undefined && word.role !== 'verb' && word.role !== 'object' && !isSpanCovered(word, consumed) && (offset === 0 || !word.boundaryBefore))) continue;
      if (hits.some((hit) => index <= hit.last && index + parts.length - 1 >= hit.first)) continue;
      hits.push({ property, first: index, last: index + parts.length - 1 });
      break;
    }
  }
  return hits.sort((left, right) => left.first - right.first);
}

/** The labels' words, longest label first, read once per labels map (the callers' maps are fixed). */
const entriesByLabels = new WeakMap<ReadonlyMap<string, readonly string[]>, ReadonlyArray<{ property: string; parts: string[] }>>();
function entriesOf(labels: ReadonlyMap<string, readonly string[]>): ReadonlyArray<{ property: string; parts: string[] }> {
  let entries = entriesByLabels.get(labels);
  if (entries === undefined) {
    const read = [...labels].flatMap(([property, forms]) => forms.map((form) => ({ property, parts: form.toLowerCase().split(/\s+|(?<=')/u).filter((part) => part !== '').map((part) => part.replace(/'$/u, '')) })));
    read.sort((left, right) => right.parts.length - left.parts.length);
    entries = read;
    entriesByLabels.set(labels, entries);
  }
  return entries;
}

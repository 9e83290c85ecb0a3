import { wordsOfEveryLocale, type RequestWord } from '@metnos/lexicon';
import { runningTextPropertyWords } from '@metnos/lexicon/internal';
import { isSpanCovered, spansOverlap, type TextSpan } from '../text-span';
import type { LabelHit } from './find-labels';
import { splitPropertyName } from './split-property-name';
import { trailingFunctionWords } from './trailing-function-words';

const articles = wordsOfEveryLocale((locale) => locale.grammar.articles);
const copulas = wordsOfEveryLocale((locale) => locale.arguments.copulas);
const clauseOpeners = wordsOfEveryLocale((locale) => locale.arguments.clauseOpeners);
const joiners = wordsOfEveryLocale((locale) => locale.arguments.joiners);
// Name words of a property whose value is running text: a leading article belongs to it ("saying the report is ready").
const runningTextWords: ReadonlySet<string> = new Set(runningTextPropertyWords);

/**
 * The value after a label: a quoted literal (without its quotes), else the words up to the next label, clause
 * boundary (a colon right after the label is skipped; running text goes on after a comma unless "and"/"e"/"then"/"poi"
 * follows it), already-read span, or "and"/"e" before another label.
 * A leading "is"/"è" is skipped, and so is a leading article ("named the report" → "report") unless the property
 * holds running text (`body`, `message`, `text`, `content`, `description`…: "saying the report is ready" keeps "the").
 * A value that is not running text (a subject, a query, a name) also ends, after its first word, before an address,
 * URL or path, a provider name (tool-grammar's qualifier role: "using gmail") or a span of `options.stopBefore`
 * (values read for nothing else, such as dates: "with subject Hi | in 10 minutes"), so that these stay unread.
 * Returns the value text and its span, or undefined when nothing follows.
 */
export function readLabelledValue(
  query: string,
  words: readonly RequestWord[],
  hit: LabelHit,
  hits: readonly LabelHit[],
  consumed: readonly TextSpan[],
  options: { stopBefore?: readonly TextSpan[] } = {},
): { value: string; span: TextSpan } | undefined {
  const runningText = splitPropertyName(hit.property).some((word) => runningTextWords.has(word));
  const stopBefore = options.stopBefore ?? [];
  const skipped = runningText ? copulas : new Set([...copulas, ...articles]);
  let index = hit.last + 1;
  while (index < words.length && skipped.has((words[index] as RequestWord).text) && !(words[index] as RequestWord).boundaryBefore) index += 1;
  const first = words[index];
  if (first === undefined || (first.boundaryBefore && !first.colonBefore) || isSpanCovered(first, consumed)) return undefined;
  if (first.literal === 'quoted') {
    return { value: first.raw.slice(1, -1).trim(), span: { start: words[hit.first]?.start ?? first.start, end: first.end } };
  }
  const nextLabel = hits.filter((other) => other.first > hit.last).map((other) => other.first).sort((left, right) => left - right)[0] ?? words.length;
  let last = index - 1;
  for (let position = index; position < nextLabel; position += 1) {
    const word = words[position] as RequestWord;
    // Running text goes on after a comma ("body I have a fever, back tomorrow"), not after other boundaries nor
    // into a clause that a comma and "and"/"e"/"then"/"poi" open.
    const previous = words[position - 1];
    const commaInText = runningText && previous !== undefined && /^\s*,\s*$/u.test(query.slice(previous.end, word.start)) && !clauseOpeners.has(word.text);
    if (position > index && word.boundaryBefore && !commaInText) break;
    if (consumed.some((span) => spansOverlap(span, word))) break;
    if (!runningText && position > index && (['email', 'url', 'path'].includes(word.literal ?? '') || word.role === 'qualifier' || stopBefore.some((span) => spansOverlap(span, word)))) break;
    if (joiners.has(word.text) && position + 1 === nextLabel) break;
    last = position;
  }
  while (last >= index && trailingFunctionWords.has((words[last] as RequestWord).text)) last -= 1;
  if (last < index) return undefined;
  const end = (words[last] as RequestWord).end;
  const value = query.slice(first.start, end).trim();
  return value === '' ? undefined : { value, span: { start: (words[hit.first] as RequestWord).start, end } };
}

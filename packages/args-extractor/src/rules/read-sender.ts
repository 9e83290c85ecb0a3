import { wordsOfEveryLocale, type RequestWord } from '@metnos/lexicon';
import { isSpanCovered, spansOverlap, type TextSpan } from '../text-span';

// Longest openers first: "sent by" before "by".
const senderOpeners = [...wordsOfEveryLocale((locale) => locale.roles.senderOpeners)].map((opener) => opener.split(' ')).sort((left, right) => right.length - left.length);
const articles = wordsOfEveryLocale((locale) => locale.roles.senderSkipped);
// Openers that also mean "of": they introduce a sender only before a name ("le mail di Marco", not "di lavoro").
const weakOpeners = wordsOfEveryLocale((locale) => locale.roles.weakSenderOpeners);

/**
 * Reads the sender a request names, it/en, from `words` (tool-grammar's `readWords`): an email address or up to
 * three words of a name after "from", "by", "sent by", "received from", "da", "inviate da", "ricevute da" (articles
 * skipped); after "di"/"dal"/"dalla", which also mean "of", only a capitalised name ("le mail di Marco"). A name
 * stops at a clause boundary, a literal, a word of another role (a verb, an object, a place), a span of `stopAt`
 * (values read for other arguments, dates), or a lowercase word after a capitalised one ("from Anna yesterday").
 * Returns the first sender with the span from its opener to its end, or undefined.
 */
export function readSender(query: string, words: readonly RequestWord[], stopAt: readonly TextSpan[]): { value: string; span: TextSpan } | undefined {
  for (let index = 0; index < words.length; index += 1) {
    const opener = senderOpeners.find((parts) => parts.every((part, offset) => words[index + offset]?.text === part));
    if (opener === undefined) continue;
    let start = index + opener.length;
    while (articles.has(words[start]?.text ?? '') && !(words[start] as RequestWord).boundaryBefore) start += 1;
    const first = words[start];
    if (first === undefined || first.boundaryBefore || isSpanCovered(first, stopAt)) continue;
    const openerStart = (words[index] as RequestWord).start;
    if (first.literal === 'email') return { value: first.text, span: { start: openerStart, end: first.end } };
    const weak = opener.length === 1 && weakOpeners.has(opener[0] as string);
    let last = start - 1;
    for (let position = start; position < words.length && position < start + 3; position += 1) {
      const word = words[position] as RequestWord;
      if (position > start && word.boundaryBefore) break;
      if (word.literal !== undefined || stopAt.some((span) => spansOverlap(span, word)) || !['content', 'number'].includes(word.role)) break;
      if (weak && !word.capitalized) break;
      if (position > start && !word.capitalized && first.capitalized) break;
      last = position;
    }
    if (last >= start) return { value: query.slice(first.start, (words[last] as RequestWord).end), span: { start: openerStart, end: (words[last] as RequestWord).end } };
  }
  return undefined;
}

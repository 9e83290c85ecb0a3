import type { Intent } from '@metnos/core';
import type { ReplayedSkill } from './replay-skill-template';

const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

function commonPrefix(left: string, right: string): number {
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length += 1;
  return length;
}

/** Whether an intent keyword names `value` (a slot's value): each of its words is a word of the value, or shares a 5-letter stem with one. */
function keywordNames(keyword: string, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const valueWords = wordsOf(String(value));
  const keywordWords = wordsOf(keyword);
  return keywordWords.length > 0 && keywordWords.every((word) => valueWords.some((other) => other === word || commonPrefix(other, word) >= 5));
}

/**
 * Whether a sibling skill — taught for the same verb and object as `asked`, under the intent `taught` — may answer
 * this request with the plan `replayed` re-read from it (issue 11: the intent key keeps the values a plan depends
 * on, so "trova i pdf in Scaricati" does not find the skill of "trova i pdf nei documenti"): every keyword only the
 * skill's intent has names a value the template took from the request that taught it, and every keyword only this
 * intent has names a value re-read from this request (a value, or its slot as written: "2 ore" names the date-time
 * read from "tra 2 ore", "sabato" the one of "sabato alle 10"). A keyword that is not a value ("unread", "recent")
 * never differs: a constraint added or removed misses.
 */
export function fitsSiblingSkill(asked: Intent, taught: Intent, replayed: ReplayedSkill): boolean {
  if (asked.verb !== taught.verb || asked.object !== taught.object) return false;
  const askedKeywords = new Set(asked.keywords);
  const taughtKeywords = new Set(taught.keywords);
  const taughtOnly = [...taughtKeywords].filter((keyword) => !askedKeywords.has(keyword));
  const askedOnly = [...askedKeywords].filter((keyword) => !taughtKeywords.has(keyword));
  const names = (values: readonly unknown[]) => (keyword: string) => values.some((value) => keywordNames(keyword, value));
  return taughtOnly.every(names([...replayed.taught, ...replayed.taughtText])) && askedOnly.every(names([...replayed.reread, ...replayed.rereadText]));
}

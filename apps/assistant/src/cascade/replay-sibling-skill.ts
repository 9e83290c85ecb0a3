import type { RequestFrame } from '@metnos/args-extractor';
import type { Framework, Intent, Language, LlmCacheStore, SkillRecord, SkillStore } from '@metnos/core';
import { findReplayableSkill } from './find-replayable-skill';
import { replaySkillValues } from './skill-replay';

const wordsOf = (text: string) => text.normalize('NFC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);

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
 * A skill taught for the same verb and object whose intent differs from this request's only in keywords that are
 * the request's values (issue 11: the intent key keeps the values a plan depends on, so "trova i pdf in Scaricati"
 * does not find the skill of "trova i pdf nei documenti"). It replays only when its template re-reads every value
 * from this request (or misses, as {@link replaySkillValues} says), when every keyword only the skill's intent has
 * names a value the template took from the request that taught it, and every keyword only this intent has names a
 * value re-read from this request (a value, or its slot as written: "2 ore" names the date-time read from "tra 2 ore",
 * "sabato" the one of "sabato alle 10"). A keyword that is not a value ("unread", "recent") never differs: a constraint
 * added or removed misses. The most successful usable skill that fits is replayed.
 */
export function replaySiblingSkill(
  store: SkillStore & LlmCacheStore,
  { intent, intentHash, request, now, language, frame, dayRank, priorSteps }: { intent: Intent; intentHash: string; request: string; now: Date; language: Language; frame?: RequestFrame; dayRank: number; priorSteps: number },
): { skill: SkillRecord; framework: Framework } | undefined {
  const asked = new Set(intent.keywords);
  // One indexed query on the Praxis store (skills_verb_object); a store without it is filtered whole.
  const siblings = (
    store.listSkillsByVerbObject?.(intent.verb, intent.object) ??
    store
      .listSkills()
      .filter((skill) => skill.intent.verb === intent.verb && skill.intent.object === intent.object)
      .sort((left, right) => right.successes - left.successes)
  ).filter((skill) => skill.intentHash !== intentHash);
  for (const sibling of siblings) {
    const taught = new Set(sibling.intent.keywords);
    const taughtOnly = [...taught].filter((keyword) => !asked.has(keyword));
    const askedOnly = [...asked].filter((keyword) => !taught.has(keyword));
    const skill = findReplayableSkill(store, sibling.intentHash, { dayRank, priorSteps });
    if (skill === undefined) continue;
    const replayed = replaySkillValues(store, { intentHash: skill.intentHash, framework: skill.framework, request, now, language, ...(frame === undefined ? {} : { frame }) });
    if (replayed === undefined) continue;
    if (!taughtOnly.every((keyword) => [...replayed.taught, ...replayed.taughtText].some((value) => keywordNames(keyword, value)))) continue;
    if (!askedOnly.every((keyword) => [...replayed.reread, ...replayed.rereadText].some((value) => keywordNames(keyword, value)))) continue;
    return { skill, framework: replayed.framework };
  }
  return undefined;
}

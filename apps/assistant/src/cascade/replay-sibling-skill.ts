import type { RequestFrame } from '@metnos/args-extractor';
import type { Framework, Intent, Language, LlmCacheStore, SkillRecord, SkillStore } from '@metnos/core';
import { fitsSiblingSkill } from '@metnos/praxis/replay';
import { findReplayableSkill } from './find-replayable-skill';
import { replaySkillValues } from './skill-replay';

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
  // One indexed query on the Praxis store (skills_verb_object); a store without it is filtered whole.
  const siblings = (
    store.listSkillsByVerbObject?.(intent.verb, intent.object) ??
    store
      .listSkills()
      .filter((skill) => skill.intent.verb === intent.verb && skill.intent.object === intent.object)
      .sort((left, right) => right.successes - left.successes)
  ).filter((skill) => skill.intentHash !== intentHash);
  for (const sibling of siblings) {
    const skill = findReplayableSkill(store, sibling.intentHash, { dayRank, priorSteps });
    if (skill === undefined) continue;
    const replayed = replaySkillValues(store, { intentHash: skill.intentHash, framework: skill.framework, request, now, language, ...(frame === undefined ? {} : { frame }) });
    if (replayed === undefined || !fitsSiblingSkill(intent, sibling.intent, replayed)) continue;
    return { skill, framework: replayed.framework };
  }
  return undefined;
}

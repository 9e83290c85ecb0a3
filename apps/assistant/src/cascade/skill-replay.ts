import type { Framework, Language, LlmCacheStore } from '@metnos/core';
import { readRequest, type RequestFrame } from '@metnos/args-extractor';
import { parseJson } from '@metnos/core/internal';
import { skillTemplateKey, skillTemplateNamespace } from '@metnos/praxis';
import { bindSkillTemplate, replaySkillTemplate, type ReplayedSkill } from '@metnos/praxis/replay';

/** The request's frame: the turn's own when given, else read on the turn's clock. */
const frameOf = (request: string, { now, language, frame }: { now: Date; language: Language; frame?: RequestFrame }): RequestFrame =>
  frame !== undefined && frame.text === request ? frame : readRequest(request, { now, language });

/**
 * Remembers, for a plan that worked for an intent, which of its values came from which slot of the request it
 * answered (@metnos/praxis' `bindSkillTemplate`), kept in the LLM cache store beside the skill. For a replayed skill,
 * `ran` is the plan with the values of `request` (what ran): the binding pairs those values with that request's
 * frame, never the taught values with a later request (which would turn a re-read value into a constant); it is kept
 * under `framework`'s key.
 */
export function saveSkillTemplate(
  cache: LlmCacheStore,
  { intentHash, framework, ran = framework, request, now, language, frame }: { intentHash: string; framework: Framework; ran?: Framework; request: string; now: Date; language: Language; frame?: RequestFrame },
): void {
  const binding = bindSkillTemplate(ran, frameOf(request, { now, language, ...(frame === undefined ? {} : { frame }) }));
  cache.setCached(skillTemplateNamespace, skillTemplateKey(intentHash, framework), JSON.stringify(binding));
}

/**
 * The skill's plan with its bound values re-read from `request` (@metnos/praxis' `replaySkillTemplate` over the
 * template kept for it), with the slots' values on both sides; `undefined` (a miss: the planner decides) when no
 * readable template was kept or the request's values do not fit it.
 */
export function replaySkillValues(
  cache: LlmCacheStore,
  { intentHash, framework, request, now, language, frame }: { intentHash: string; framework: Framework; request: string; now: Date; language: Language; frame?: RequestFrame },
): ReplayedSkill | undefined {
  const stored = cache.getCached(skillTemplateNamespace, skillTemplateKey(intentHash, framework));
  if (stored === undefined) return undefined;
  const parsed = parseJson(stored);
  if (!parsed.success) return undefined;
  return replaySkillTemplate(parsed.value, framework, frameOf(request, { now, language, ...(frame === undefined ? {} : { frame }) }));
}

/** {@link replaySkillValues}' plan alone. */
export function replaySkill(cache: LlmCacheStore, options: Parameters<typeof replaySkillValues>[1]): Framework | undefined {
  return replaySkillValues(cache, options)?.framework;
}

import type { Framework, FrameworkStep, Language, LlmCacheStore } from '@metnos/core';
import { buildReplayTemplate, fillReplayTemplate, type ReplayTemplate } from '@metnos/args-extractor';
import { parseJson } from '@metnos/core';
import { frameworkHash } from '@metnos/metis';

/** Cache namespace of the replay templates of skills (which values of a skill's plan came from its request). */
export const skillTemplateNamespace = 'skill-template';

const templateKey = (intentHash: string, framework: Framework) => `${intentHash}:${frameworkHash(framework)}`;

/**
 * Remembers, for a plan that worked for an intent, which of its values came from the request it answered
 * (folders, names, recipients, times, numbers...) and which the planner chose, as an args-extractor replay
 * template kept in the LLM cache store beside the skill. For a replayed skill, `ran` is the plan with the values
 * of `request` (what ran): the template pairs those values with that request, never the taught values with a
 * later request (which would turn a re-read value into a constant); it is kept under `framework`'s key.
 */
export function saveSkillTemplate(
  cache: LlmCacheStore,
  { intentHash, framework, ran = framework, request, now, language }: { intentHash: string; framework: Framework; ran?: Framework; request: string; now: Date; language: Language },
): void {
  // Only the arguments can carry the request's values; the tools are the plan's own.
  const template = buildReplayTemplate(ran.steps.map((step) => step.args), request, { now, language });
  cache.setCached(skillTemplateNamespace, templateKey(intentHash, framework), JSON.stringify(template));
}

/** What {@link replaySkillValues} re-read: the plan with this request's values, and the slots' values on both sides. */
export interface ReplayedSkill {
  framework: Framework;
  /** The values the template took from the request that taught it (one per slot). */
  taught: unknown[];
  /** The values re-read from this request where they differ in form or words from the taught ones. */
  reread: unknown[];
}

/**
 * The skill's plan with its request-derived values re-read from `request`, the request being answered — never the
 * values of the request that taught it — with the slots' values on both sides. `undefined` (a miss: the planner
 * decides) when the plan has no template, when a value cannot be re-read, or when the new request carries values
 * the plan would not use.
 */
export function replaySkillValues(
  cache: LlmCacheStore,
  { intentHash, framework, request, now, language }: { intentHash: string; framework: Framework; request: string; now: Date; language: Language },
): ReplayedSkill | undefined {
  const stored = cache.getCached(skillTemplateNamespace, templateKey(intentHash, framework));
  if (stored === undefined) return undefined;
  const parsed = parseJson(stored);
  if (!parsed.success) return undefined;
  const template = parsed.value as ReplayTemplate;
  const filled = fillReplayTemplate(template, request, { now, language });
  if (!filled.success) return undefined;
  const args = filled.value as Array<FrameworkStep['args']>;
  return {
    framework: { ...framework, steps: framework.steps.map((step, position) => ({ ...step, args: args[position] ?? step.args })) },
    taught: template.slots.map((slot) => slot.taught),
    reread: filled.slots.filter((slot) => slot.how === 'reread').map((slot) => slot.value),
  };
}

/** {@link replaySkillValues}' plan alone. */
export function replaySkill(cache: LlmCacheStore, options: Parameters<typeof replaySkillValues>[1]): Framework | undefined {
  return replaySkillValues(cache, options)?.framework;
}

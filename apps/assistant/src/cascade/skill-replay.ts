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
 * template kept in the LLM cache store beside the skill.
 */
export function saveSkillTemplate(
  cache: LlmCacheStore,
  { intentHash, framework, request, now, language }: { intentHash: string; framework: Framework; request: string; now: Date; language: Language },
): void {
  // Only the arguments can carry the request's values; the tools are the plan's own.
  const template = buildReplayTemplate(framework.steps.map((step) => step.args), request, { now, language });
  cache.setCached(skillTemplateNamespace, templateKey(intentHash, framework), JSON.stringify(template));
}

/**
 * The skill's plan with its request-derived values re-read from `request`, the request being answered — never the
 * values of the request that taught it. `undefined` (a miss: the planner decides) when the plan has no template,
 * when a value cannot be re-read, or when the new request carries values the plan would not use.
 */
export function replaySkill(
  cache: LlmCacheStore,
  { intentHash, framework, request, now, language }: { intentHash: string; framework: Framework; request: string; now: Date; language: Language },
): Framework | undefined {
  const stored = cache.getCached(skillTemplateNamespace, templateKey(intentHash, framework));
  if (stored === undefined) return undefined;
  const parsed = parseJson(stored);
  if (!parsed.success) return undefined;
  const filled = fillReplayTemplate(parsed.value as ReplayTemplate, request, { now, language });
  if (!filled.success) return undefined;
  const args = filled.value as Array<FrameworkStep['args']>;
  return { ...framework, steps: framework.steps.map((step, position) => ({ ...step, args: args[position] ?? step.args })) };
}

import type { Framework, FrameworkStep, Language, LlmCacheStore } from '@metnos/core';
import { bindFrame, fillFrameBinding, readRequest, type FrameBinding, type RequestFrame } from '@metnos/args-extractor';
import { parseJson } from '@metnos/core';
import { skillTemplateKey, skillTemplateNamespace } from '@metnos/praxis';


/** The request's frame: the turn's own when given, else read on the turn's clock. */
const frameOf = (request: string, { now, language, frame }: { now: Date; language: Language; frame?: RequestFrame }): RequestFrame =>
  frame !== undefined && frame.text === request ? frame : readRequest(request, { now, language });

/**
 * Remembers, for a plan that worked for an intent, which of its values came from which slot of the request it
 * answered (source and destination folders, recipients, subjects, times, numbers...) and which the planner chose,
 * as an args-extractor frame binding kept in the LLM cache store beside the skill. For a replayed skill, `ran` is
 * the plan with the values of `request` (what ran): the binding pairs those values with that request's frame,
 * never the taught values with a later request (which would turn a re-read value into a constant); it is kept
 * under `framework`'s key.
 */
export function saveSkillTemplate(
  cache: LlmCacheStore,
  { intentHash, framework, ran = framework, request, now, language, frame }: { intentHash: string; framework: Framework; ran?: Framework; request: string; now: Date; language: Language; frame?: RequestFrame },
): void {
  // Only the arguments can carry the request's values; the tools are the plan's own.
  const binding = bindFrame(ran.steps.map((step) => step.args), frameOf(request, { now, language, ...(frame === undefined ? {} : { frame }) }));
  cache.setCached(skillTemplateNamespace, skillTemplateKey(intentHash, framework), JSON.stringify(binding));
}

/** What {@link replaySkillValues} re-read: the plan with this request's values, and the slots' values on both sides. */
export interface ReplayedSkill {
  framework: Framework;
  /** The values the binding took from the request that taught it (one per bound slot). */
  taught: unknown[];
  /** The values read from this request where they differ from the taught ones. */
  reread: unknown[];
  /**
   * The slots of those values as written, lower-cased, in the request that taught them and in this one where they
   * differ ("tra 30 minuti" / "tra 2 ore", "venerdì alle 18" / "sabato alle 10"): an intent keyword names a value as
   * the user wrote it, not as the plan takes it (`2026-11-28T10:00`).
   */
  taughtText: string[];
  rereadText: string[];
}

/**
 * The skill's plan with its bound values taken from `request`'s frame, by role — never the values of the request
 * that taught it — with the slots' values on both sides. `undefined` (a miss: the planner decides) when the plan has
 * no binding, when this request's slots are not those of the taught one (a value the plan would ignore, or one it
 * needs and cannot find), or when a slot the plan does not take reads differently.
 */
export function replaySkillValues(
  cache: LlmCacheStore,
  { intentHash, framework, request, now, language, frame }: { intentHash: string; framework: Framework; request: string; now: Date; language: Language; frame?: RequestFrame },
): ReplayedSkill | undefined {
  const stored = cache.getCached(skillTemplateNamespace, skillTemplateKey(intentHash, framework));
  if (stored === undefined) return undefined;
  const parsed = parseJson(stored);
  if (!parsed.success) return undefined;
  const binding = parsed.value as FrameBinding;
  if (!Array.isArray(binding.slots) || !Array.isArray(binding.frame)) return undefined;
  const filled = fillFrameBinding(binding, frameOf(request, { now, language, ...(frame === undefined ? {} : { frame }) }));
  if (!filled.success) return undefined;
  const args = filled.value as Array<FrameworkStep['args']>;
  return {
    framework: { ...framework, steps: framework.steps.map((step, position) => ({ ...step, args: args[position] ?? step.args })) },
    // A list bound whole (`to: [anna, marco]`) counts item by item.
    taught: binding.slots.flatMap((slot) => (slot.part === 'all' && Array.isArray(slot.taught) ? slot.taught : [slot.taught])),
    reread: filled.slots.filter((slot) => slot.how === 'reread').flatMap((slot) => (Array.isArray(slot.value) ? slot.value : [slot.value])),
    taughtText: binding.slots.flatMap((slot) => {
      const ofRole = binding.frame.filter((taught) => taught.role === slot.role);
      return slot.part === 'all' ? ofRole.map((taught) => taught.text) : (ofRole[slot.ordinal]?.text ?? []);
    }),
    rereadText: filled.slots.filter((slot) => slot.how === 'reread').map((slot) => slot.text.toLowerCase()),
  };
}

/** {@link replaySkillValues}' plan alone. */
export function replaySkill(cache: LlmCacheStore, options: Parameters<typeof replaySkillValues>[1]): Framework | undefined {
  return replaySkillValues(cache, options)?.framework;
}

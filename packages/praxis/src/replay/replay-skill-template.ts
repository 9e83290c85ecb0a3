import { fillFrameBinding, type FrameBinding, type RequestFrame } from '@metnos/args-extractor';
import type { Framework, FrameworkStep } from '@metnos/core';

/** What {@link replaySkillTemplate} re-read: the plan with this request's values, and the slots' values on both sides. */
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

/** Whether a stored value has the shape of a frame binding (a template read back from a cache). */
function isFrameBinding(value: unknown): value is FrameBinding {
  return typeof value === 'object' && value !== null && Array.isArray((value as FrameBinding).slots) && Array.isArray((value as FrameBinding).frame);
}

/**
 * A skill's plan with its bound values taken from `frame` (this request's), by role — never the values of the
 * request that taught it — with the slots' values on both sides. `undefined` (a miss: the planner decides) when
 * `template` is no frame binding (absent, or kept by an older release), when this request's slots are not those of
 * the taught one (a value the plan would ignore, or one it needs and cannot find), or when a slot the plan does not
 * take reads differently.
 */
export function replaySkillTemplate(template: unknown, framework: Framework, frame: RequestFrame): ReplayedSkill | undefined {
  if (!isFrameBinding(template)) return undefined;
  const filled = fillFrameBinding(template, frame);
  if (!filled.success) return undefined;
  const args = filled.value as Array<FrameworkStep['args']>;
  return {
    framework: { ...framework, steps: framework.steps.map((step, position) => ({ ...step, args: args[position] ?? step.args })) },
    // A list bound whole (`to: [anna, marco]`) counts item by item.
    taught: template.slots.flatMap((slot) => (slot.part === 'all' && Array.isArray(slot.taught) ? slot.taught : [slot.taught])),
    reread: filled.slots.filter((slot) => slot.how === 'reread').flatMap((slot) => (Array.isArray(slot.value) ? slot.value : [slot.value])),
    taughtText: template.slots.flatMap((slot) => {
      const ofRole = template.frame.filter((taught) => taught.role === slot.role);
      return slot.part === 'all' ? ofRole.map((taught) => taught.text) : (ofRole[slot.ordinal]?.text ?? []);
    }),
    rereadText: filled.slots.filter((slot) => slot.how === 'reread').map((slot) => slot.text.toLowerCase()),
  };
}

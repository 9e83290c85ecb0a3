import type { AntiSkillSnapshot, CanonicalQuerySnapshot, MultiToolPathSnapshot, SkillSnapshot } from './learning-snapshot';

/**
 * What a store does to undo one learning change ({@link planLearningRevert}), typed per subject. `set_*` writes the
 * given fields over the subject's current state and leaves the others as they are.
 */
export type LearningRevertAction =
  | { kind: 'delete_skill'; intentHash: string }
  | { kind: 'set_skill'; intentHash: string; fields: Partial<SkillSnapshot> }
  | { kind: 'delete_anti_skill'; intentHash: string; frameworkHash: string }
  | { kind: 'put_anti_skill'; intentHash: string; frameworkHash: string; ban: AntiSkillSnapshot }
  | { kind: 'set_canonical_query'; id: number; fields: Partial<CanonicalQuerySnapshot> }
  | { kind: 'set_multi_tool_path'; id: number; fields: Partial<Omit<MultiToolPathSnapshot, 'protoExecutorId' | 'signature'>> }
  | { kind: 'unpromote_multi_tool_path'; id: number; protoExecutorId: number }
  | { kind: 'none' };

/** Whether a change can be reverted now: the action that undoes it, or why not (one line for the user). */
export type LearningRevertPlan = { revertible: true; action: LearningRevertAction } | { revertible: false; reason: string };

export { planLearningRevert } from './plan-learning-revert';
export type { LearningRevertInput } from './plan-learning-revert';
export type { LearningRevertAction, LearningRevertPlan } from './learning-revert-plan';
export type { AntiSkillSnapshot, CanonicalQuerySnapshot, MultiToolPathSnapshot, SkillSnapshot } from './learning-snapshot';
// The @metnos/* types this entry's API uses, re-exported so that its users need not install those packages.
export type { FillerSpec, Framework, FrameworkStep, LearningChangeKind, LearningChangeRecord, LearningSubjectKind, LlmTier, SkillStatus } from '@metnos/core';

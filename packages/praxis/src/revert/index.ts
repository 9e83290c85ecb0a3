export { planLearningRevert } from './plan-learning-revert';
export type { LearningRevertInput } from './plan-learning-revert';
export type { LearningRevertAction, LearningRevertPlan } from './learning-revert-plan';
export type { AntiSkillSnapshot, CanonicalQuerySnapshot, MultiToolPathSnapshot, SkillSnapshot } from './learning-snapshot';

export { PraxisError } from './praxis-error';
export type { PraxisErrorCode } from './praxis-error';
export { intentSignature } from './keys/intent-signature';
export { intentHash } from './keys/intent-hash';
export { frameworkHash } from './keys/framework-hash';
export { intentCacheKey, intentCacheNamespace } from './keys/intent-cache-key';
export { skillTemplateKey, skillTemplateNamespace } from './keys/skill-template-key';
export { defaultSkillPolicy, assertSkillPolicy } from './lifecycle/skill-policy';
export type { SkillPolicy } from './lifecycle/skill-policy';
export { nextSkillAfterOutcome } from './lifecycle/next-skill-after-outcome';
export type { SkillOutcome } from './lifecycle/next-skill-after-outcome';
export { nextSkillAfterFeedback } from './lifecycle/next-skill-after-feedback';
export { recordSkillOutcome } from './lifecycle/record-skill-outcome';
export type { SkillLifecycleOptions } from './lifecycle/record-skill-outcome';
export { applySkillFeedback } from './lifecycle/apply-skill-feedback';
export type { SkillFeedback } from './lifecycle/apply-skill-feedback';
export { mayAutoPromote } from './lifecycle/may-auto-promote';
export { isPlanFault } from './lifecycle/is-plan-fault';
export { pickSkill } from './pick/pick-skill';
export type { PickSkillOptions } from './pick/pick-skill';
export { requiredPriorSteps } from './pick/required-prior-steps';
// The @metnos/* types this package's API uses, re-exported so that its users need not install those packages.
export { MetnosError } from '@metnos/core';
export type {
  AntiSkillRecord,
  ExecutorFailureDetails,
  FailureKind,
  FailureReason,
  Feedback,
  FillerSpec,
  Framework,
  FrameworkExecution,
  FrameworkStep,
  Intent,
  Language,
  LearningChangeKind,
  LearningChangeRecord,
  LearningSubjectKind,
  LlmFailure,
  LlmTier,
  LocalizedText,
  PlanWiringFailure,
  SkillChangeKind,
  SkillDraft,
  SkillKey,
  SkillRecord,
  SkillState,
  SkillStatus,
  SkillStore,
  SkillTransition,
  StepFailure,
  StepResult,
  ToolEffect,
  ToolResult,
  UserNeed,
} from '@metnos/core';

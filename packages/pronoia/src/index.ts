export { classifyFailure } from './classify-failure';
export { needsSetupStep } from './needs-setup-step';
export { buildRecoveryHint } from './build-recovery-hint';
export { recover } from './recover';
export type { RecoverInput } from './recover';
export type { RecoveryResult, RecoveredResult, HandoffResult, HandoffReason } from './recovery-result';
// The @metnos/* types this package's API uses, re-exported so that its users need not install those packages.
export type {
  ExecutorFailureDetails,
  FailureClass,
  FailureKind,
  FailureReason,
  FillerSpec,
  Framework,
  FrameworkExecution,
  FrameworkRunner,
  FrameworkStep,
  Intent,
  Language,
  LlmFailure,
  LlmTier,
  LocalizedText,
  PlanWiringFailure,
  ReplanInput,
  Replanner,
  StepFailure,
  StepResult,
  ToolEffect,
  ToolResult,
  UserNeed,
} from '@metnos/core';

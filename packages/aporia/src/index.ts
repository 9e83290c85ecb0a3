export { classifyAporia } from './classify-aporia';
export type { ClassifyAporiaInput } from './classify-aporia';
export type { AporiaClassification, AporiaSubject } from './aporia-classification';
export { renderAporiaMessage, localize } from './render-aporia-message';
export type { AporiaHowTo } from './render-aporia-message';
export { logAporia } from './log-aporia';
// The @metnos/* types this package's API uses, re-exported so that its users need not install those packages.
export type {
  AporiaCategory,
  AporiaRecord,
  AporiaStore,
  ExecutorFailureDetails,
  FailureClass,
  FailureKind,
  FailureReason,
  Language,
  LlmFailure,
  LocalizedText,
  PlanWiringFailure,
  StepFailure,
  ToolEffect,
  UserNeed,
} from '@metnos/core';

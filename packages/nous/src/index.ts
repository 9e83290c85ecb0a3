export { executeFramework } from './execute-framework';
export type { ExecuteFrameworkOptions, ExecutorCatalog } from './execute-framework';
export { createFrameworkRunner } from './create-framework-runner';
export { expandPlaceholders } from './expand-placeholders';
export type { ExpandPlaceholdersResult, PlaceholderScope } from './expand-placeholders';
export { applyFromStep } from './apply-from-step';
export type { ApplyFromStepResult } from './apply-from-step';
export { readStepReference } from './read-step-reference';
export type { StepReferenceValue } from './read-step-reference';
export { renderFinalMessage } from './render-final-message';
export { validateStepArgs } from './validate-step-args';
export type { ValidateStepArgsResult } from './validate-step-args';
export { defaultPlaceholderValues, defaultPlaceholderPatterns } from './default-placeholder-values';
export { findPlaceholderValue } from './find-placeholder-value';
export { findReferencedSteps } from './find-referenced-steps';
export {
  createVaglio,
  confirmDestructiveRule,
  contentLeaves,
  consentEffects,
  consentEffectNames,
  sideEffects,
  pathAllowlistRule,
  resultSizeRule,
  defaultVaglioRules,
  findPathValues,
  createPathPolicy,
  realPathOf,
  defaultPathAllowlist,
  defaultPathDenylist,
} from './vaglio/index';
export type {
  Vaglio,
  VaglioRule,
  VaglioVerdict,
  VaglioCallInput,
  VaglioResultInput,
  ConfirmDestructiveRuleOptions,
  ContentSource,
  ContentLeaving,
  ModelEndpointOf,
  DefaultVaglioRulesOptions,
  PathValue,
  PathPolicy,
  PathPolicyOptions,
  PathVerdict,
  PathRefusalReason,
} from './vaglio/index';

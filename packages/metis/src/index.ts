export { MetisError } from './metis-error';
export type { MetisErrorCode } from './metis-error';
export { toPlanFailure } from './to-plan-failure';
export { extractIntent } from './intent/extract-intent';
export type { ExtractIntentOptions } from './intent/extract-intent-options';
export { extractIntentWithSource } from './intent/extract-intent-with-source';
export type { IntentExtraction } from './intent/extract-intent-with-source';
export { buildIntentPrompt } from './intent/build-intent-prompt';
export { extractIntentByRules, maxIntentKeywords } from './intent/extract-intent-by-rules';
export { normaliseIntent } from './intent/normalise-intent';
export { isIntent } from './intent/is-intent';
export { intentJsonSchema } from './intent/intent-json-schema';
export { canonicalVerb, canonicalObject } from '@metnos/lexicon';
export { propose } from './propose/propose';
export type { ProposeOptions } from './propose/propose';
export { defaultPlanGrammarBounds, resolvePlanGrammarBounds } from './propose/plan-grammar-bounds';
export type { PlanGrammarBounds } from './propose/plan-grammar-bounds';
export { buildProposePrompt } from './propose/build-propose-prompt';
export type { ProposePromptInput, ProposeHistory } from './propose/build-propose-prompt';
export { summariseStepOutput } from './propose/summarise-step-output';
export type { SummariseStepOutputOptions } from './propose/summarise-step-output';
export { summariseInputSchema } from './propose/summarise-input-schema';
export { parseFramework } from './propose/parse-framework';
export type { ParseFrameworkResult } from './propose/parse-framework';
export { createMetisReplanner } from './propose/create-metis-replanner';
export { resolveFiller, fillerCacheKey, fillerCacheNamespace } from './filler/resolve-filler';
export type { ResolveFillerOptions } from './filler/resolve-filler';
export { createFillerResolver } from './filler/create-filler-resolver';
export { planSingleStep } from './single-step/plan-single-step';
export type { PlanSingleStepOptions } from './single-step/plan-single-step';
export type { SingleStepResult, SingleStepPlan, SingleStepMiss, SingleStepArgSource } from './single-step/single-step-result';
export { isReadOnlyTool } from './single-step/is-read-only-tool';
// The @metnos/* types this package's API uses, re-exported so that its users need not install those packages.
export { MetnosError } from '@metnos/core';
export type {
  ChatMessage,
  ExecutorFailureDetails,
  FailureClass,
  FailureKind,
  FailureReason,
  FillerResolver,
  FillerSpec,
  Framework,
  FrameworkStep,
  Intent,
  JsonSchema,
  JsonSchemaDefinition,
  JsonSchemaKeywords,
  JsonSchemaType,
  JsonSchemaWithExtensions,
  Language,
  LlmCacheStore,
  LlmFailure,
  LlmFinishReason,
  LlmProvider,
  LlmRequest,
  LlmResponse,
  LlmTier,
  LocalizedText,
  PlanWiringFailure,
  ReplanInput,
  Replanner,
  StepFailure,
  StepResult,
  ToolEffect,
  ToolFlags,
  ToolManifest,
  ToolResult,
  UserNeed,
} from '@metnos/core';
export type {
  ArgSource,
  ExtractArgsResult,
  ExtractedKind,
  ExtractedValue,
  TemporalAlternative,
  TemporalGrain,
  TimeWindow,
} from '@metnos/args-extractor';
export type { EmailRole, FrameSlot, RequestFrame, SlotRole, TextSpan } from '@metnos/args-extractor';

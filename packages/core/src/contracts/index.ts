export type { JsonSchema, JsonSchemaDefinition, JsonSchemaKeywords, JsonSchemaWithExtensions, JsonSchemaType, JsonValue } from './json-schema';
export type { ToolEffect, ToolFlags, ToolManifest, ToolCall, ToolResult, ExecutorContext, Executor } from './tool';
export type { FrameworkStep, FillerSpec, Framework, Intent } from './framework';
export type { LlmTier, ChatMessage, LlmRequest, LlmFinishReason, LlmResponse, LlmProvider } from './llm-provider';
export type { Embedder } from './embedder';
export type { TurnLayer, LayerTiming, StepResult, StepFailure, FailureKind, TurnOutcome } from './turn';
export type * from './stores';
export type { Language, FailureClass, ReplanInput, Replanner, FillerResolver, FrameworkExecution, FrameworkRunner } from './praxis-engine';

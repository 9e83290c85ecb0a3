export { extractArgs } from './extract-args';
export type { ExtractArgsOptions, ExtractArgsResult, ArgSource } from './extract-args';
export { extractValues } from './extract-values';
export type { ExtractValuesOptions } from './extract-values';
export type { ExtractedValue, ExtractedKind, TimeWindow } from './extracted-value';
export { ArgsExtractorError } from './args-extractor-error';
export type { ArgsExtractorErrorCode } from './args-extractor-error';
export { findUrls } from './rules/find-urls';
export { findEmails } from './rules/find-emails';
export { findPaths } from './rules/find-paths';
export { findNumbers } from './rules/find-numbers';
export { parseLocaleNumber } from './rules/parse-locale-number';
export type { RuleLanguage } from './rules/parse-locale-number';
export { numberWords } from './rules/number-words';
export { findExtensions } from './rules/find-extensions';
export { fileExtensions } from './rules/file-extensions';
export { findRelativeDays } from './rules/find-relative-days';
export { findCalendarDates } from './rules/find-calendar-dates';
export { findTimeWindows } from './rules/find-time-windows';
export type { RuleClock } from './time/rule-clock';
export { mapValuesToSchema } from './schema/map-values-to-schema';
export type { MappedValues } from './schema/map-values-to-schema';
export { classifyProperty } from './schema/classify-property';
export type { ArgTarget } from './schema/arg-target';
export { findEnumValues } from './schema/find-enum-values';
export { askLlmForArgs, argsCacheNamespace } from './llm/ask-llm-for-args';
export type { LlmArgsAnswer } from './llm/ask-llm-for-args';
export { buildArgsRequest } from './llm/build-args-request';
// The @metnos/* types this package's API uses, re-exported so that its users need not install those packages.
export { MetnosError } from '@metnos/core';
export type {
  ChatMessage,
  JsonSchema,
  JsonSchemaDefinition,
  JsonSchemaKeywords,
  JsonSchemaType,
  JsonSchemaWithExtensions,
  LlmCacheStore,
  LlmFinishReason,
  LlmProvider,
  LlmRequest,
  LlmResponse,
  LlmTier,
  ToolEffect,
  ToolFlags,
  ToolManifest,
} from '@metnos/core';

export { readRequest } from './frame/read-request';
export type { ReadRequestOptions } from './frame/read-request';
export type { FrameSlot, RequestFrame, SlotRole } from './frame/request-frame';
export { bindFrame } from './frame/bind-frame';
export { fillFrameBinding } from './frame/fill-frame-binding';
export type { FilledBinding, FrameFill } from './frame/fill-frame-binding';
export type { BoundPart, BoundSlot, FrameBinding, TaughtSlot } from './frame/frame-binding';
export { extractArgs } from './extract-args';
export type { ExtractArgsOptions, ExtractArgsResult, ArgSource } from './extract-args';
export { extractValues } from './extract-values';
export type { ExtractValuesOptions } from './extract-values';
export type { ExtractedValue, ExtractedKind, TimeWindow, TemporalGrain, TemporalAlternative } from './extracted-value';
export { ArgsExtractorError } from './args-extractor-error';
export type { ArgsExtractorErrorCode } from './args-extractor-error';
export { findUrls } from './rules/find-urls';
export { findEmails } from './rules/find-emails';
export { findPaths } from './rules/find-paths';
export { findNumbers } from './rules/find-numbers';
export { parseLocaleNumber } from './rules/parse-locale-number';
export type { RuleLanguage } from './rules/parse-locale-number';
export { numberWords } from './rules/number-words';
export { findNumberWords, parseItalianNumberWord, parseEnglishNumberWord, parseSpanishNumberWord } from './rules/find-number-words';
export type { NumberWordMatch } from './rules/find-number-words';
export { findExtensions } from './rules/find-extensions';
export { fileExtensions } from './rules/file-extensions';
export { findRelativeDays } from './rules/find-relative-days';
export { findCalendarDates } from './rules/find-calendar-dates';
export { findTimeWindows } from './rules/find-time-windows';
export { findTimeZones } from './rules/find-time-zones';
export type { NamedTimeZone } from './rules/find-time-zones';
export { pathRole } from './rules/path-role';
export { readSender } from './rules/read-sender';
export { findRecurrences } from './rules/find-recurrences';
export { emailRoles } from './rules/email-roles';
export type { EmailRole } from './rules/email-roles';
export { spansOverlap, isSpanCovered } from './text-span';
export type { TextSpan } from './text-span';
export { findTemporalValues, parseTemporalExpressions } from './temporal/find-temporal-values';
export type { FindTemporalValuesOptions, TemporalParse } from './temporal/find-temporal-values';
export { detectTense } from './temporal/detect-tense';
export type { RequestTense } from './temporal/detect-tense';
export { readDuration, formatDuration, durationInSeconds } from './temporal/read-duration';
export { easterSunday, holidayDate, holidays } from './temporal/holidays';
export type { TemporalNode, DayNode, TimeOfDay, DurationParts } from './temporal/temporal-node';
export type { RuleClock } from './time/rule-clock';
export { assertTimeZone, getZonedParts, getZoneOffsetMinutes, zonedTimeToInstant, formatCivilDate, formatZonedIso } from './time/zoned-time';
export type { ZonedParts } from './time/zoned-time';
export { shiftCivilDate } from './time/shift-civil-date';
export type { CivilDate } from './time/shift-civil-date';
export { civilDaysBetween } from './time/civil-days-between';
export { systemTimeZone } from './time/system-time-zone';
export { canonicalTimeZone } from './time/canonical-time-zone';
export { mapValuesToSchema } from './schema/map-values-to-schema';
export type { MappedValues } from './schema/map-values-to-schema';
export { classifyProperty } from './schema/classify-property';
export { propertyDirection } from './schema/property-direction';
export type { PropertyDirection } from './schema/property-direction';
export type { ArgTarget } from './schema/arg-target';
export { findEnumValues } from './schema/find-enum-values';
export { valueLabels } from './schema/value-labels';
export { propertyLabels } from './schema/property-labels';
export { findLabels } from './schema/find-labels';
export type { LabelHit } from './schema/find-labels';
export { readLabelledValue } from './schema/read-labelled-value';
export { trailingFunctionWords } from './schema/trailing-function-words';
export { splitPropertyName } from './schema/split-property-name';
export { askLlmForArgs, argsCacheNamespace } from './llm/ask-llm-for-args';
export type { LlmArgsAnswer } from './llm/ask-llm-for-args';
export { buildArgsRequest } from './llm/build-args-request';
export { analyzeRequest } from './replay/analyze-request';
export type { AnalyzedRequest } from './replay/analyze-request';
export { alignTokens } from './replay/align-tokens';
export { readReplayNumber } from './replay/read-replay-number';
export { valueWords } from './replay/value-words';
export { compareRequestValues } from './replay/compare-request-values';
export type { CompareRequestValuesOptions, RequestValueDifference } from './replay/compare-request-values';
export { buildReplayTemplate } from './replay/build-replay-template';
export type { BuildReplayTemplateOptions } from './replay/build-replay-template';
export { fillReplayTemplate } from './replay/fill-replay-template';
export type { FillReplayTemplateOptions, FilledSlot, ReplayFill } from './replay/fill-replay-template';
export type { ReplaySlot, ReplaySlotSource, ReplayTemplate } from './replay/replay-template';
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
  Language,
  LlmTier,
  ToolEffect,
  ToolFlags,
  ToolManifest,
} from '@metnos/core';
export type { RequestLiteralKind, RequestPlace, RequestWord, RequestWordRole, WordReading } from '@metnos/lexicon';
export type { RequestToken, RequestWordToken } from '@metnos/lexicon';

// The main entry: what a person building their own agent uses (README). The time-zone helpers, number-word
// readers, the temporal parse and the property classifier sibling @metnos packages build on are on the
// `@metnos/args-extractor/internal` subpath (no semver promise).
export { extractArgs } from './extract-args';
export type { ExtractArgsOptions, ExtractArgsResult, ArgSource } from './extract-args';
export { extractValues } from './extract-values';
export type { ExtractValuesOptions } from './extract-values';
export type { ExtractedValue, ExtractedKind, TimeWindow, TemporalGrain, TemporalAlternative } from './extracted-value';
export { ArgsExtractorError } from './args-extractor-error';
export type { ArgsExtractorErrorCode } from './args-extractor-error';
export { provideChrono } from './temporal/load-chrono';
export type { ChronoLocale, ChronoLocales } from './temporal/load-chrono';
export { readRequest } from './frame/read-request';
export type { ReadRequestOptions } from './frame/read-request';
export type { FrameSlot, RequestFrame, SlotRole } from './frame/request-frame';
export { bindFrame } from './frame/bind-frame';
export { fillFrameBinding } from './frame/fill-frame-binding';
export type { FilledBinding, FrameFill } from './frame/fill-frame-binding';
export type { BoundPart, BoundSlot, FrameBinding, TaughtSlot } from './frame/frame-binding';
export { compareRequestValues } from './replay/compare-request-values';
export type { CompareRequestValuesOptions, RequestValueDifference } from './replay/compare-request-values';
export { findLabels } from './schema/find-labels';
export type { LabelHit } from './schema/find-labels';
export { propertyLabels } from './schema/property-labels';
export { readLabelledValue } from './schema/read-labelled-value';
export { readSender } from './rules/read-sender';
export { findTimeZones } from './rules/find-time-zones';
export type { NamedTimeZone } from './rules/find-time-zones';
export { pathRole } from './rules/path-role';
export { emailRoles } from './rules/email-roles';
export type { EmailRole } from './rules/email-roles';
export { findRecurrences } from './rules/find-recurrences';
export { spansOverlap, isSpanCovered } from './text-span';
export type { TextSpan } from './text-span';

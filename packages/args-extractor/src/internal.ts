// `@metnos/args-extractor/internal`: what sibling @metnos packages build on and a stranger should not. No semver
// promise: any name here may change or go in any release.
export { getZonedParts, formatCivilDate } from './time/zoned-time';
export type { ZonedParts } from './time/zoned-time';
export { shiftCivilDate } from './time/shift-civil-date';
export type { CivilDate } from './time/shift-civil-date';
export { civilDaysBetween } from './time/civil-days-between';
export { systemTimeZone } from './time/system-time-zone';
export { canonicalTimeZone } from './time/canonical-time-zone';
export { findNumberWords, parseItalianNumberWord, parseEnglishNumberWord } from './rules/find-number-words';
export type { NumberWordMatch } from './rules/find-number-words';
export type { RuleLanguage } from './rules/parse-locale-number';
export { parseTemporalExpressions } from './temporal/find-temporal-values';
export type { FindTemporalValuesOptions, TemporalParse } from './temporal/find-temporal-values';
export { classifyProperty } from './schema/classify-property';
export type { ClassifyPropertyOptions, PropertyClass, PropertyRole } from './schema/classify-property';
export type { ArgTarget } from './schema/arg-target';
export { propertyDirection } from './schema/property-direction';
export type { PropertyDirection } from './schema/property-direction';
export { trailingFunctionWords } from './schema/trailing-function-words';
export { temporalRuleCueTable } from './temporal/engine/temporal-rule-cue-table';
export { provideTemporalRuleCues } from './temporal/engine/rule-cues';
export type { RuleCueEntry } from './temporal/engine/rule-cue-entry';

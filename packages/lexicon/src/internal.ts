// `@metnos/lexicon/internal`: what sibling @metnos packages build on and a stranger should not. No semver promise:
// any name here may change or go in any release.
export { supportedLocales } from './locales/supported-locales';
export { surfaceIndex, surfaceKey } from './vocabulary/surface-index';
export { allForms } from './vocabulary/all-forms';
export { quantityKeys } from './vocabulary/quantity-keys';
export { isQuotedPath } from './reading/is-quoted-path';
export { readingVersion } from './reading/reading-version';
export { splitRequestWords } from './text/split-request-words';
export type { RequestWordToken } from './text/split-request-words';
export { dateWords, dateWordsOfEveryLocale } from './locales/date-words-of-every-locale';
export type { DateLanguage, DateWords, PartOfDayName } from './locales/date-words';
export type { DatePatternKey } from './locales/date-pattern-key';
export { numberWordsOfEveryLocale } from './locales/number-words-of-every-locale';
export type { NumberWords } from './locales/number-words';
export type { ExtensionWords, PathWords, SchemaWords } from './locales/locale-words';
export { runningTextPropertyWords, countModifierPropertyWords, propertyRoleWords } from './concepts/property-concepts';
export { providerMarkers } from './concepts/provider-markers';
export { lexiconBuildId } from './reading/lexicon-build-id';

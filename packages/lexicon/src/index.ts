// The main entry: what a person building their own agent reads requests and names tools with. The word tables of
// the date and number readers, the surface index and the other pieces sibling @metnos packages build on are on the
// `@metnos/lexicon/internal` subpath (no semver promise).
export { verbVocabulary } from './vocabulary/verb-vocabulary';
export type { VerbEntry } from './vocabulary/verb-vocabulary';
export { objectVocabulary } from './vocabulary/object-vocabulary';
export type { ObjectEntry } from './vocabulary/object-vocabulary';
export { qualifierVocabulary } from './vocabulary/qualifier-vocabulary';
export type { QualifierEntry } from './vocabulary/qualifier-vocabulary';
export { placeVocabulary } from './vocabulary/place-vocabulary';
export type { PlaceEntry } from './vocabulary/place-vocabulary';
export { supportedLanguages, localeWords } from './locales/supported-locales';
export { wordsOfEveryLocale } from './locales/words-of-every-locale';
export type { LocaleWords } from './locales/locale-words';
export { canonicalVerb } from './vocabulary/canonical-verb';
export { canonicalObject } from './vocabulary/canonical-object';
export { canonicalQualifier } from './vocabulary/canonical-qualifier';
export { parseToolName } from './naming/parse-tool-name';
export type { ToolNameParts, ToolNameParse } from './naming/parse-tool-name';
export { checkToolName } from './naming/check-tool-name';
export { InvalidToolNameError } from './naming/invalid-tool-name-error';
export { planCoversIntent } from './naming/plan-covers-intent';
export { tokenizeRequest } from './text/tokenize-request';
export type { RequestToken, RequestLiteralKind } from './text/tokenize-request';
export { detectLanguage } from './text/detect-language';
export { readWords } from './reading/read-words';
export type { WordReading, RequestWord, RequestWordRole, RequestPlace } from './reading/read-words';
export { readAction } from './reading/read-action';
export { withArticles } from './grammar/with-articles';
export type { ArticulateOptions } from './grammar/articulate';
export { wordAlternation } from './text/word-alternation';

export { compileToolGrammar, generateToolGrammar, compileFrameworkGrammar, generateFrameworkGrammar, defaultMaxSteps, defaultMaxFillers } from './tool/index';
export type { ToolGrammarOptions, ToolGrammarCompilation, FrameworkGrammarOptions } from './tool/index';
export type { OmittedTool, PoolGrammarOptions } from './tool/compile-surviving-pool';
export { jsonSchemaToGbnf, defaultMaxDepth, defaultMaxRepetition } from './schema/index';
export type { GbnfCompilation, SchemaGrammarOptions } from './schema/index';
export {
  filterPoolForGrammar,
  createMarkerMatcher,
  defaultProximityMarkers,
  defaultUndoMarkers,
  defaultProviderSuffixMarkers,
  defaultEscapeHatchConditions,
} from './filter/index';
export type { PoolFilterOptions, PoolFilterMarkers, EscapeHatchCondition } from './filter/index';
export { validateToolCall, validateFramework, provideAjv, provideSchemaValidators, writeSchemaValidators } from './validate/index';
export type { ToolCallValidation, ValidationIssue, ValidationErrorCode, FrameworkValidationOptions, AjvModules, SchemaValidators } from './validate/index';
export { UnsupportedSchemaError, InvalidToolPoolError, InvalidGrammarOptionsError, SchemaValidatorUnavailableError } from './errors/index';
export { gbnfLiteral, gbnfJsonLiteral, toRuleName, maxLlamaRepetition } from './gbnf/index';

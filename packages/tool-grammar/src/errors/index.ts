export { UnsupportedSchemaError } from './unsupported-schema-error';
export { InvalidToolPoolError } from './invalid-tool-pool-error';
export { InvalidGrammarOptionsError } from './invalid-grammar-options-error';
export { SchemaValidatorUnavailableError } from './schema-validator-unavailable-error';

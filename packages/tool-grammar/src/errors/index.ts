export { UnsupportedSchemaError } from './unsupported-schema-error';
export { InvalidToolPoolError } from './invalid-tool-pool-error';

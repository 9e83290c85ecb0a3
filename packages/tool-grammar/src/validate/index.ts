export { validateToolCall } from './validate-tool-call';
export { validateFramework, type FrameworkValidationOptions } from './validate-framework';
export type { ToolCallValidation, ValidationIssue, ValidationErrorCode } from './validation-issue';
export { provideAjv, type AjvModules } from './provide-ajv';
export { provideSchemaValidators, type SchemaValidators } from './provide-schema-validators';
export { writeSchemaValidators } from './write-schema-validators';

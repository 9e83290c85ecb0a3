import type { SchemaValidators } from '@metnos/tool-grammar';

/**
 * The built-in executors' input-schema validators, compiled when the CLI is built: bin/build-cli-bundle.mjs replaces
 * this module with tool-grammar's `writeSchemaValidators` of every built-in manifest's `input_schema` (keyed by its
 * JSON text), so a fresh process validates a built-in tool's arguments without loading ajv or compiling a schema.
 * From source there are none: each schema is compiled by ajv at its first validation, as any other tool's.
 */
export const builtInSchemaValidators: SchemaValidators = {};

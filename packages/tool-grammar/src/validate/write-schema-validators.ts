import type { JsonSchema } from '@metnos/core';
import type { Ajv, ValidateFunction } from 'ajv';
import { SchemaValidatorUnavailableError } from '../errors/schema-validator-unavailable-error';
import { ajvForSchema } from './ajv-for-schema';
import { compileSchemaValidator } from './get-schema-validator';

type NodeModuleBuiltin = { createRequire: (from: string) => (id: string) => unknown };
type StandaloneCode = (ajv: Ajv, validate: ValidateFunction) => string;

/**
 * The source of a CommonJS module whose `module.exports` holds the validators of `schemas`, compiled now as
 * `validateToolCall` would compile them at run time (same ajv options, dialect and handling of malformed keywords)
 * and written as ajv's standalone code: a `SchemaValidators` keyed by each schema's JSON text, for
 * `provideSchemaValidators`. An application writes it when it is built, so that a fresh process validates its own
 * tools' arguments without loading ajv or compiling a schema. The code `require`s ajv's small run-time helpers
 * (`ajv/dist/runtime/…`, ajv-formats' formats) where a schema needs them: a bundler resolves them from tool-grammar.
 * A schema ajv cannot compile is left out (compiled, and reported, at run time as before). Node only.
 */
export function writeSchemaValidators(schemas: ReadonlyArray<JsonSchema | boolean>): string {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const nodeModule = runtime?.getBuiltinModule?.('node:module') as NodeModuleBuiltin | undefined;
  if (nodeModule === undefined) throw new SchemaValidatorUnavailableError({ message: 'writeSchemaValidators runs in Node only (it needs ajv/dist/standalone)' });
  const standalone = nodeModule.createRequire(import.meta.url)('ajv/dist/standalone') as { default?: StandaloneCode };
  const standaloneCode = standalone.default ?? (standalone as unknown as StandaloneCode);
  const entries: string[] = [];
  const seen = new Set<string>();
  for (const schema of schemas) {
    const text = JSON.stringify(schema);
    if (seen.has(text)) continue;
    seen.add(text);
    let validate: ValidateFunction;
    try {
      validate = compileSchemaValidator(schema, { keepSource: true });
    } catch {
      continue;
    }
    // Each validator in a function of its own: the names ajv gives (validate10, schema11, …) repeat across them.
    const code = standaloneCode(ajvForSchema(schema, { keepSource: true }), validate);
    entries.push(`validators[${JSON.stringify(text)}] = (function () {\nconst module = { exports: {} };\n${code}\nreturn module.exports;\n})();`);
  }
  return `'use strict';\nconst validators = {};\n${entries.join('\n')}\nmodule.exports = validators;\n`;
}

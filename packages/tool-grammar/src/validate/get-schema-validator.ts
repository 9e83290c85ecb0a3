import type { JsonSchema } from '@metnos/core';
import type { ValidateFunction } from 'ajv';
import { SchemaValidatorUnavailableError } from '../errors/schema-validator-unavailable-error';
import { ajvForSchema, knowsMetaSchema } from './ajv-for-schema';
import { findSchemaDefects, withoutDialect } from './find-schema-defects';
import { providedSchemaValidator } from './provide-schema-validators';
import { removeSchemaDefects } from './remove-schema-defects';

const cache = new WeakMap<object, ValidateFunction | Error>();

/**
 * Compiles `schema` as `getSchemaValidator` does (dialect, malformed keywords left out); `keepSource`: with an ajv
 * instance that keeps the validator's source (`writeSchemaValidators`). Throws what ajv throws.
 */
export function compileSchemaValidator(schema: JsonSchema | boolean, { keepSource = false }: { keepSource?: boolean } = {}): ValidateFunction {
  const ajv = ajvForSchema(schema, { keepSource });
  if (typeof schema === 'boolean') return ajv.compile(schema);
  const readable = knowsMetaSchema(ajv, schema) ? schema : withoutDialect(schema);
  try {
    return ajv.compile(readable);
  } catch (error) {
    const defects = findSchemaDefects(schema);
    if (defects.length === 0) throw error;
    return ajv.compile(removeSchemaDefects(readable, defects));
  }
}

/**
 * The compiled ajv validator of a schema, compiled once and cached per schema object (a manifest's
 * `inputSchema`). Draft 2020-12 / 2019-09 schemas (by `$schema`) use Ajv2020, others draft 7 (ajv's default,
 * which also reads `$defs`; an unknown `$schema` such as draft 4 is read as draft 7). Formats come from
 * ajv-formats. Malformed keywords (`findSchemaDefects`; the grammar compilers report them) are left out, so that
 * one bad keyword does not fail every call. Returns the compile error for a schema that still cannot compile
 * (an unresolvable `$ref`). Throws `SchemaValidatorUnavailableError` when ajv cannot be loaded (see `provideAjv`).
 * A schema whose JSON text has a validator compiled ahead of time (`provideSchemaValidators`) gets that one, and
 * ajv is not loaded for it.
 */
export function getSchemaValidator(schema: JsonSchema | boolean): ValidateFunction | Error {
  const key = typeof schema === 'boolean' ? (schema ? trueKey : falseKey) : schema;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let compiled: ValidateFunction | Error | undefined = providedSchemaValidator(schema);
  if (compiled !== undefined) {
    cache.set(key, compiled);
    return compiled;
  }
  try {
    compiled = compileSchemaValidator(schema);
  } catch (error) {
    // no ajv to compile with (outside Node, before provideAjv): not the schema's fault, nothing to cache
    if (SchemaValidatorUnavailableError.isInstance(error)) throw error;
    compiled = error instanceof Error ? error : new Error(String(error));
  }
  cache.set(key, compiled);
  return compiled;
}

const trueKey = {};
const falseKey = {};

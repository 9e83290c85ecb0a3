import type { JsonSchema } from '@metnos/core';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type AddFormats = (ajv: Ajv) => Ajv;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;

const ajvOptions = { allErrors: true, strict: false, verbose: true, addUsedSchema: false } as const;
let draft7: Ajv | undefined;
let draft2020: Ajv | undefined;
const cache = new WeakMap<object, ValidateFunction | Error>();

function ajvFor(schema: JsonSchema): Ajv {
  const dialect = typeof schema.$schema === 'string' ? schema.$schema : '';
  if (dialect.includes('2020-12') || dialect.includes('2019-09')) {
    draft2020 ??= addFormats(new Ajv2020(ajvOptions) as unknown as Ajv);
    return draft2020;
  }
  draft7 ??= addFormats(new Ajv(ajvOptions));
  return draft7;
}

/**
 * The compiled ajv validator of a schema, compiled once and cached per schema object (a manifest's
 * `inputSchema`). Draft 2020-12 / 2019-09 schemas (by `$schema`) use Ajv2020, others draft 7 (ajv's default,
 * which also reads `$defs`). Formats come from ajv-formats. Returns the compile error for an invalid schema.
 */
export function getSchemaValidator(schema: JsonSchema | boolean): ValidateFunction | Error {
  const key = typeof schema === 'boolean' ? (schema ? trueKey : falseKey) : schema;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let compiled: ValidateFunction | Error;
  try {
    compiled = ajvFor(typeof schema === 'boolean' ? {} : schema).compile(schema);
  } catch (error) {
    compiled = error instanceof Error ? error : new Error(String(error));
  }
  cache.set(key, compiled);
  return compiled;
}

const trueKey = {};
const falseKey = {};

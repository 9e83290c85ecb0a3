import { createRequire } from 'node:module';
import type { JsonSchema } from '@metnos/core';
import type { Ajv, ValidateFunction } from 'ajv';

type AddFormats = (ajv: Ajv) => Ajv;
// ajv (CommonJS) loads on the first schema compiled, not when tool-grammar is imported: importing and compiling
// it costs about 100 ms, which a process that never validates (a CLI answering from memory) should not pay.
const requireFromHere = createRequire(import.meta.url);
const loadAjv = () => requireFromHere('ajv') as typeof import('ajv');
const loadAddFormats = () => {
  const loaded = requireFromHere('ajv-formats') as AddFormats & { default?: AddFormats };
  return loaded.default ?? loaded;
};

const ajvOptions = { allErrors: true, strict: false, verbose: true, addUsedSchema: false } as const;
let draft7: Ajv | undefined;
let draft2020: Ajv | undefined;
const cache = new WeakMap<object, ValidateFunction | Error>();

function ajvFor(schema: JsonSchema): Ajv {
  const dialect = typeof schema.$schema === 'string' ? schema.$schema : '';
  if (dialect.includes('2020-12') || dialect.includes('2019-09')) {
    draft2020 ??= loadAddFormats()(new (requireFromHere('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js')).Ajv2020(ajvOptions) as unknown as Ajv);
    return draft2020;
  }
  draft7 ??= loadAddFormats()(new (loadAjv().Ajv)(ajvOptions));
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

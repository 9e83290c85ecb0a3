import type { JsonSchema } from '@metnos/core';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type AddFormats = (ajv: Ajv) => Ajv;
// Imported statically so that tool-grammar bundles for the browser and edge runtimes (a lazy `require` is Node-only).
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;

const ajvOptions = { allErrors: true, strict: false, verbose: true, addUsedSchema: false } as const;
let draft7: Ajv | undefined;
let draft2020: Ajv | undefined;

/**
 * The ajv instance for a schema's dialect: Ajv2020 for draft 2020-12 / 2019-09 (by `$schema`), otherwise draft 7
 * (ajv's default, which also reads `$defs`), each with ajv-formats' formats. One instance per dialect.
 */
export function ajvForSchema(schema: JsonSchema | boolean): Ajv {
  const dialect = typeof schema === 'object' && typeof schema.$schema === 'string' ? schema.$schema : '';
  if (dialect.includes('2020-12') || dialect.includes('2019-09')) {
    draft2020 ??= addFormats(new Ajv2020(ajvOptions) as unknown as Ajv);
    return draft2020;
  }
  draft7 ??= addFormats(new Ajv(ajvOptions));
  return draft7;
}

/** Whether ajv knows the meta-schema a schema's `$schema` names (a schema without `$schema` is draft 7). */
export function knowsMetaSchema(ajv: Ajv, schema: JsonSchema | boolean): boolean {
  if (typeof schema !== 'object' || typeof schema.$schema !== 'string') return true;
  return ajv.getSchema(schema.$schema.replace(/#$/, '')) !== undefined || ajv.getSchema(schema.$schema) !== undefined;
}

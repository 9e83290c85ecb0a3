import type { JsonSchema } from '@metnos/core';
import type { Ajv } from 'ajv';
import { loadAjvModules, type AjvModules } from './provide-ajv';

const ajvOptions = { allErrors: true, strict: false, verbose: true, addUsedSchema: false } as const;
let builtFrom: AjvModules | undefined;
let draft7: Ajv | undefined;
let draft2020: Ajv | undefined;

/**
 * The ajv instance for a schema's dialect: Ajv2020 for draft 2020-12 / 2019-09 (by `$schema`), otherwise draft 7
 * (ajv's default, which also reads `$defs`), each with ajv-formats' formats. One instance per dialect, made on
 * first use (ajv is loaded then, not when tool-grammar is imported; see `provideAjv`).
 */
export function ajvForSchema(schema: JsonSchema | boolean): Ajv {
  const modules = loadAjvModules();
  if (modules !== builtFrom) {
    builtFrom = modules;
    draft7 = undefined;
    draft2020 = undefined;
  }
  const dialect = typeof schema === 'object' && typeof schema.$schema === 'string' ? schema.$schema : '';
  if (dialect.includes('2020-12') || dialect.includes('2019-09')) {
    draft2020 ??= modules.addFormats(new modules.Ajv2020(ajvOptions) as unknown as Ajv);
    return draft2020;
  }
  draft7 ??= modules.addFormats(new modules.Ajv(ajvOptions));
  return draft7;
}

/** Whether ajv knows the meta-schema a schema's `$schema` names (a schema without `$schema` is draft 7). */
export function knowsMetaSchema(ajv: Ajv, schema: JsonSchema | boolean): boolean {
  if (typeof schema !== 'object' || typeof schema.$schema !== 'string') return true;
  return ajv.getSchema(schema.$schema.replace(/#$/, '')) !== undefined || ajv.getSchema(schema.$schema) !== undefined;
}

import type { JsonSchema } from '@metnos/core';
import type { Ajv } from 'ajv';
import { loadAjvModules, type AjvModules } from './provide-ajv';

const ajvOptions = { allErrors: true, strict: false, verbose: true, addUsedSchema: false } as const;
let builtFrom: AjvModules | undefined;
/** The instances made so far, by dialect and by whether they keep their validators' source. */
const instances = new Map<string, Ajv>();

/**
 * The ajv instance for a schema's dialect: Ajv2020 for draft 2020-12 / 2019-09 (by `$schema`), otherwise draft 7
 * (ajv's default, which also reads `$defs`), each with ajv-formats' formats. One instance per dialect, made on
 * first use (ajv is loaded then, not when tool-grammar is imported; see `provideAjv`). `keepSource`: an instance of
 * the same options that also keeps each validator's source, for `writeSchemaValidators`.
 */
export function ajvForSchema(schema: JsonSchema | boolean, { keepSource = false }: { keepSource?: boolean } = {}): Ajv {
  const modules = loadAjvModules();
  if (modules !== builtFrom) {
    builtFrom = modules;
    instances.clear();
  }
  const dialect = typeof schema === 'object' && typeof schema.$schema === 'string' ? schema.$schema : '';
  const draft2020 = dialect.includes('2020-12') || dialect.includes('2019-09');
  const key = `${draft2020 ? '2020' : '7'}${keepSource ? ' source' : ''}`;
  let ajv = instances.get(key);
  if (ajv === undefined) {
    const options = keepSource ? { ...ajvOptions, code: { source: true } } : ajvOptions;
    ajv = modules.addFormats(draft2020 ? (new modules.Ajv2020(options) as unknown as Ajv) : new modules.Ajv(options));
    instances.set(key, ajv);
  }
  return ajv;
}

/** Whether ajv knows the meta-schema a schema's `$schema` names (a schema without `$schema` is draft 7). */
export function knowsMetaSchema(ajv: Ajv, schema: JsonSchema | boolean): boolean {
  if (typeof schema !== 'object' || typeof schema.$schema !== 'string') return true;
  return ajv.getSchema(schema.$schema.replace(/#$/, '')) !== undefined || ajv.getSchema(schema.$schema) !== undefined;
}

import { createRequire } from 'node:module';
import type { JsonSchema } from '@metnos/core';
import type { Ajv } from 'ajv';

type AddFormats = (ajv: Ajv) => Ajv;
// ajv (CommonJS) loads on the first schema compiled, not when tool-grammar is imported: importing it and compiling
// a first schema costs about 100 ms, which a process that never validates (a CLI answering from memory) should not
// pay. (The CommonJS build gets `import.meta.url` from tsup's shims.)
const requireFromHere = createRequire(import.meta.url);
const addFormats: AddFormats = (ajv) => {
  const loaded = requireFromHere('ajv-formats') as AddFormats & { default?: AddFormats };
  return (loaded.default ?? loaded)(ajv);
};

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
    draft2020 ??= addFormats(new (requireFromHere('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js')).Ajv2020(ajvOptions) as unknown as Ajv);
    return draft2020;
  }
  draft7 ??= addFormats(new (requireFromHere('ajv') as typeof import('ajv')).Ajv(ajvOptions));
  return draft7;
}

/** Whether ajv knows the meta-schema a schema's `$schema` names (a schema without `$schema` is draft 7). */
export function knowsMetaSchema(ajv: Ajv, schema: JsonSchema | boolean): boolean {
  if (typeof schema !== 'object' || typeof schema.$schema !== 'string') return true;
  return ajv.getSchema(schema.$schema.replace(/#$/, '')) !== undefined || ajv.getSchema(schema.$schema) !== undefined;
}

import type { Ajv } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { SchemaValidatorUnavailableError } from '../errors/schema-validator-unavailable-error';

/** The ajv constructors and the ajv-formats plugin the validators are built from. */
export interface AjvModules {
  /** `Ajv` from `ajv` (draft 7, also reads `$defs`). */
  Ajv: typeof Ajv;
  /** `Ajv2020` from `ajv/dist/2020.js` (schemas whose `$schema` names draft 2020-12 or 2019-09). */
  Ajv2020: typeof Ajv2020;
  /** The default export of `ajv-formats`. */
  addFormats: (ajv: Ajv) => Ajv;
}

let provided: AjvModules | undefined;

/**
 * Hands tool-grammar the ajv modules to validate with. In Node there is no need: ajv is loaded (with `require`,
 * from tool-grammar's own dependencies) the first time a call is validated or a schema needs ajv's meta-schema
 * check, never at import, so importing tool-grammar costs nothing for it. In a browser or an edge runtime, where
 * no `require` exists, call it once before validating:
 * `import { Ajv } from 'ajv'; import { Ajv2020 } from 'ajv/dist/2020.js'; import addFormats from 'ajv-formats';
 * provideAjv({ Ajv, Ajv2020, addFormats });`
 */
export function provideAjv(modules: AjvModules): void {
  provided = modules;
}

type NodeModuleBuiltin = { createRequire: (from: string) => (id: string) => unknown };
type CommonJsExports<K extends string, T> = { [key in K]?: T } & { default?: T };

/**
 * The ajv modules: the provided ones, else loaded once with Node's `require` (found through
 * `process.getBuiltinModule`, so that no `node:` import keeps tool-grammar from bundling for the browser; the
 * CommonJS build gets `import.meta.url` from tsup's shims). Throws `SchemaValidatorUnavailableError` outside Node
 * when none were provided.
 */
export function loadAjvModules(): AjvModules {
  if (provided !== undefined) return provided;
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const nodeModule = runtime?.getBuiltinModule?.('node:module') as NodeModuleBuiltin | undefined;
  if (nodeModule === undefined) {
    throw new SchemaValidatorUnavailableError({
      message: 'ajv is not loaded outside Node: call provideAjv({ Ajv, Ajv2020, addFormats }) before validating',
    });
  }
  try {
    const requireHere = nodeModule.createRequire(import.meta.url);
    const ajv = requireHere('ajv') as CommonJsExports<'Ajv', typeof Ajv>;
    const ajv2020 = requireHere('ajv/dist/2020.js') as CommonJsExports<'Ajv2020', typeof Ajv2020>;
    const formats = requireHere('ajv-formats') as AjvModules['addFormats'] & { default?: AjvModules['addFormats'] };
    provided = {
      Ajv: (ajv.Ajv ?? ajv.default) as typeof Ajv,
      Ajv2020: (ajv2020.Ajv2020 ?? ajv2020.default) as typeof Ajv2020,
      addFormats: formats.default ?? formats,
    };
  } catch (error) {
    throw new SchemaValidatorUnavailableError({ message: `ajv could not be loaded: ${(error as Error).message}`, cause: error });
  }
  return provided;
}

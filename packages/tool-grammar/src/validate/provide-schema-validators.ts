import type { ValidateFunction } from 'ajv';

/**
 * Validators compiled ahead of time, keyed by the JSON text of their schema (`JSON.stringify(schema)`), as
 * `writeSchemaValidators` writes them.
 */
export type SchemaValidators = Readonly<Record<string, ValidateFunction>>;

/** Where the provided validators live: on `globalThis`, so every copy of tool-grammar in a process (a bundle may hold several) sees them. */
const registryKey = Symbol.for('metnos.tool-grammar.schema-validators');

type Registry = { [registryKey]?: Map<string, ValidateFunction> };

/**
 * Hands tool-grammar validators compiled ahead of time by `writeSchemaValidators` (when an application is built).
 * A schema whose JSON text is one of their keys is validated by that function instead of being compiled by ajv, so
 * ajv is not even loaded for it. The text must match exactly; any other schema (one edited since, a tool from an
 * MCP server) is compiled as before. Later calls add to (and replace by key) the earlier ones.
 */
export function provideSchemaValidators(validators: SchemaValidators): void {
  const registry = globalThis as Registry;
  const known = (registry[registryKey] ??= new Map());
  for (const [text, validate] of Object.entries(validators)) known.set(text, validate);
}

/** The provided validator of `schema` (by its JSON text), if any. */
export function providedSchemaValidator(schema: unknown): ValidateFunction | undefined {
  const known = (globalThis as Registry)[registryKey];
  if (known === undefined || known.size === 0) return undefined;
  return known.get(JSON.stringify(schema));
}

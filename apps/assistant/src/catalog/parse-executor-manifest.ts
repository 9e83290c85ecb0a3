import TOML from '@iarna/toml';
import type { JsonSchema, ToolEffect, ToolManifest } from '@metnos/core';
import { parseToolName } from '@metnos/lexicon';
import { ExecutorManifestError } from './executor-manifest-error';

const topLevelKeys = new Set(['name', 'description', 'effects', 'input_schema', 'output', 'flags', 'requires_one_of', 'consumer_arg', 'forbid_placeholder_values']);
const effectNames: readonly ToolEffect[] = ['read', 'write', 'overwrite', 'delete', 'send', 'network'];
const flagKeys = new Set(['destructive', 'escape_hatch', 'reversible', 'provider_suffix']);
const schemaTypes = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean', 'null']);

/**
 * The built CLI's copy of the built-in manifests, parsed when it was built (bin/build-cli-bundle.mjs): each one's
 * JSON, keyed by its exact TOML text, so a start reads them without running the TOML parser. Undefined from source.
 */
declare const __METNOS_PARSED_MANIFESTS__: string | undefined;
let parsedAtBuild: Map<string, string> | undefined;

/** The JSON of `text` parsed when the CLI was built, if this exact text was. */
function parsedWhenBuilt(text: string): string | undefined {
  if (typeof __METNOS_PARSED_MANIFESTS__ !== 'string') return undefined;
  parsedAtBuild ??= new Map(Object.entries(JSON.parse(__METNOS_PARSED_MANIFESTS__) as Record<string, string>));
  return parsedAtBuild.get(text);
}

/**
 * Parses and checks the text of an executor's `manifest.toml` into a core `ToolManifest`. Every problem
 * throws `ExecutorManifestError` naming `file`, the key and (for TOML syntax errors) the line. The name must
 * follow the Naming Authority (`parseToolName`: `verb_object[_qualifier]` from the closed it/en vocabulary).
 *
 * Format: `name`, `description`, `effects = [...]` (required: what the tool does — `read`, `write`, `overwrite`,
 * `delete`, `send`, `network`, or `[]` for none; the consent rules derive from it), `output = [field names]`,
 * optional `consumer_arg`, `requires_one_of`,
 * `forbid_placeholder_values`, a `[flags]` table (destructive, escape_hatch, reversible, provider_suffix) and
 * `[input_schema]`, a JSON Schema written as TOML tables.
 */
export function parseExecutorManifest(text: string, { file }: { file: string }): ToolManifest {
  let document: Record<string, unknown>;
  try {
    document = JSON.parse(parsedWhenBuilt(text) ?? JSON.stringify(TOML.parse(text))) as Record<string, unknown>;
  } catch (error) {
    const tomlError = error as { line?: number; message?: string };
    const firstLine = (tomlError.message ?? 'invalid TOML').split('\n')[0] ?? 'invalid TOML';
    throw new ExecutorManifestError({
      file,
      line: tomlError.line === undefined ? undefined : tomlError.line + 1,
      message: `invalid TOML: ${firstLine.replace(/ at row \d+, col \d+, pos \d+:?$/, '')}`,
      cause: error,
    });
  }
  const fail = (key: string, message: string): never => {
    throw new ExecutorManifestError({ file, key, message });
  };
  for (const key of Object.keys(document)) {
    if (!topLevelKeys.has(key)) fail(key, `unknown key; expected one of ${[...topLevelKeys].join(', ')}`);
  }
  const { name, description, input_schema: inputSchema, output, flags, requires_one_of: requiresOneOf, consumer_arg: consumerArg } = document;
  if (typeof name !== 'string' || !/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(name)) {
    fail('name', `expected a snake_case verb_object name such as "find_files", got ${JSON.stringify(name)}`);
  }
  const naming = parseToolName(name as string);
  if (!naming.ok) fail('name', `breaks the Naming Authority (verb_object[_qualifier] from @metnos/lexicon's vocabulary): ${naming.reason}`);
  if (typeof description !== 'string' || description.trim() === '') fail('description', 'expected a non-empty string');
  if (!isTable(inputSchema)) fail('input_schema', 'expected a table holding a JSON Schema of type "object"');
  const schema = inputSchema as JsonSchema;
  if (schema.type !== 'object') fail('input_schema.type', `expected "object", got ${JSON.stringify(schema.type)}`);
  checkSchema(schema, 'input_schema', fail);
  if (output !== undefined && !(Array.isArray(output) && output.every((field) => typeof field === 'string'))) {
    fail('output', 'expected an array of output field names');
  }
  const effects = document.effects;
  if (!Array.isArray(effects)) fail('effects', `required: what the tool does, a list of ${effectNames.map((effect) => `"${effect}"`).join(', ')} ([] for none)`);
  for (const effect of effects as unknown[]) {
    if (!effectNames.includes(effect as ToolEffect)) fail('effects', `unknown effect ${JSON.stringify(effect)}; expected one of ${effectNames.join(', ')}`);
  }
  const manifest: ToolManifest = {
    name: name as string,
    description: (description as string).trim(),
    effects: [...new Set(effects as ToolEffect[])],
    inputSchema: schema,
    outputFields: (output as string[] | undefined) ?? [],
    flags: parseFlags(flags, fail),
  };
  const properties = schema.properties ?? {};
  if (requiresOneOf !== undefined) {
    const groups = requiresOneOf as unknown;
    if (!Array.isArray(groups) || !groups.every((group) => Array.isArray(group) && group.every((item) => typeof item === 'string'))) {
      fail('requires_one_of', 'expected an array of arrays of argument names');
    }
    for (const group of groups as string[][]) for (const argument of group) if (!(argument in properties)) fail('requires_one_of', `"${argument}" is not in input_schema.properties`);
    manifest.requiresOneOf = groups as string[][];
  }
  if (consumerArg !== undefined) {
    if (typeof consumerArg !== 'string' || !(consumerArg in properties)) fail('consumer_arg', 'expected the name of a property of input_schema');
    manifest.consumerArg = consumerArg as string;
  }
  const forbid = document.forbid_placeholder_values;
  if (forbid !== undefined) {
    if (typeof forbid !== 'boolean' && !(Array.isArray(forbid) && forbid.every((value) => typeof value === 'string'))) {
      fail('forbid_placeholder_values', 'expected true/false or an array of strings');
    }
    manifest.forbidPlaceholderValues = forbid as boolean | string[];
  }
  return manifest;
}

function parseFlags(flags: unknown, fail: (key: string, message: string) => never): ToolManifest['flags'] {
  if (flags === undefined) return { destructive: false, escapeHatch: false, reversible: false };
  if (!isTable(flags)) return fail('flags', 'expected a table');
  for (const [key, value] of Object.entries(flags)) {
    if (!flagKeys.has(key)) fail(`flags.${key}`, `unknown flag; expected one of ${[...flagKeys].join(', ')}`);
    if (key === 'provider_suffix' ? typeof value !== 'string' : typeof value !== 'boolean') {
      fail(`flags.${key}`, `expected a ${key === 'provider_suffix' ? 'string' : 'boolean'}, got ${JSON.stringify(value)}`);
    }
  }
  const table = flags as Record<string, unknown>;
  const result: NonNullable<ToolManifest['flags']> = {
    destructive: table.destructive === true,
    escapeHatch: table.escape_hatch === true,
    reversible: table.reversible === true,
  };
  if (typeof table.provider_suffix === 'string') result.providerSuffix = table.provider_suffix;
  return result;
}

function checkSchema(schema: JsonSchema, path: string, fail: (key: string, message: string) => never): void {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  for (const type of types) if (!schemaTypes.has(type)) fail(`${path}.type`, `unknown JSON Schema type ${JSON.stringify(type)}`);
  if (schema.properties !== undefined) {
    if (!isTable(schema.properties)) fail(`${path}.properties`, 'expected a table of property schemas');
    for (const [property, child] of Object.entries(schema.properties)) {
      if (!isTable(child)) fail(`${path}.properties.${property}`, 'expected a table (a JSON Schema)');
      if (child.description !== undefined && typeof child.description !== 'string') fail(`${path}.properties.${property}.description`, 'expected a string');
      checkSchema(child, `${path}.properties.${property}`, fail);
    }
  }
  if (schema.required !== undefined) {
    if (!Array.isArray(schema.required) || !schema.required.every((item) => typeof item === 'string')) fail(`${path}.required`, 'expected an array of property names');
    for (const property of schema.required) if (!(property in (schema.properties ?? {}))) fail(`${path}.required`, `"${property}" is required but not declared in properties`);
  }
  if (schema.items !== undefined && typeof schema.items !== 'boolean') {
    if (!isTable(schema.items)) fail(`${path}.items`, 'expected a table (a JSON Schema)');
    checkSchema(schema.items as JsonSchema, `${path}.items`, fail);
  }
  if (schema.enum !== undefined && (!Array.isArray(schema.enum) || schema.enum.length === 0)) fail(`${path}.enum`, 'expected a non-empty array');
}

function isTable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

import type { JsonSchema } from '@metnos/core';
import { ajvForSchema, knowsMetaSchema } from './ajv-for-schema';
import { isSurelyWellFormed } from './is-surely-well-formed';

/** A keyword the validator cannot compile: where (JSON pointer of its schema node), which, and why. */
export interface SchemaDefect {
  /** JSON pointer of the schema node that holds the keyword (`''` is the root). */
  pointer: string;
  keyword: string;
  message: string;
}

/** Keywords whose value is a map of sub-schemas, a list of sub-schemas, or one sub-schema. */
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const schemaLists = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const schemaValues = new Set([
  'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalProperties', 'unevaluatedProperties',
  'additionalItems', 'unevaluatedItems', 'contentSchema',
]);

function segmentsOf(instancePath: string): string[] {
  return instancePath === '' ? [] : instancePath.slice(1).split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function pointerOf(segments: readonly string[]): string {
  return segments.map((segment) => `/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/**
 * Maps a meta-schema error path (`/properties/p/required`, `/required/0`) to the keyword that holds the bad
 * value: walks schema positions (maps, lists and single sub-schemas) until the first plain keyword.
 */
function keywordAt(schema: JsonSchema, instancePath: string): { pointer: string; keyword: string } {
  const segments = segmentsOf(instancePath);
  let node: unknown = schema;
  let index = 0;
  while (index < segments.length) {
    const keyword = segments[index] as string;
    const value = (node as Record<string, unknown> | undefined)?.[keyword];
    const isList = schemaLists.has(keyword) || (keyword === 'items' && Array.isArray(value));
    if ((schemaMaps.has(keyword) || isList) && index + 1 < segments.length) {
      node = (value as Record<string, unknown>)[segments[index + 1] as string];
      index += 2;
    } else if ((schemaValues.has(keyword) || keyword === 'items') && index + 1 < segments.length && typeof value === 'object') {
      node = value;
      index += 1;
    } else {
      return { pointer: pointerOf(segments.slice(0, index)), keyword };
    }
  }
  // the error is about a whole sub-schema (a property whose schema is a number): the entry of its map or list
  return { pointer: pointerOf(segments.slice(0, -1)), keyword: segments.at(-1) ?? '' };
}

function collectBadPatterns(node: unknown, segments: string[], defects: SchemaDefect[]): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((item, index) => collectBadPatterns(item, [...segments, String(index)], defects));
    return;
  }
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === 'pattern' && typeof value === 'string') {
      try {
        new RegExp(value, 'u');
      } catch (error) {
        defects.push({ pointer: pointerOf(segments), keyword, message: `invalid regular expression: ${(error as Error).message}` });
      }
    } else if (keyword === 'enum' || keyword === 'const' || keyword === 'default' || keyword === 'examples') {
      continue;
    } else {
      collectBadPatterns(value, [...segments, keyword], defects);
    }
  }
}

/**
 * The keywords of a schema that ajv cannot compile, so that validation would fail for every call: values the
 * JSON Schema meta-schema rejects (`"required": true` inside a property, `"minimum": "a"`, `"type": "str"`) and
 * `pattern`s that are not valid JavaScript (`u`) regular expressions. An unknown `$schema` dialect is read as
 * draft 7 and is not a defect. Empty for a well-formed schema.
 */
export function findSchemaDefects(schema: JsonSchema | boolean): SchemaDefect[] {
  if (typeof schema !== 'object') return [];
  // Most schemas are plainly well-formed: a walk that checks the draft-7 meta-schema's keyword shapes says so
  // without ajv (a tenth of its cost; ajv is not even loaded). Anything it is not sure about goes to ajv.
  if (isSurelyWellFormed(schema)) return [];
  // The check (a meta-schema validation) costs more than compiling the schema's grammar, so it runs once per schema
  // object and content: a pool compiled again with other options, or a tool in several pools, reuses it. The
  // JSON text is compared, so a schema changed in place is checked again.
  const text = JSON.stringify(schema);
  const cached = checked.get(schema);
  if (cached !== undefined && cached.text === text) return cached.defects.map((defect) => ({ ...defect }));
  const defects = findSchemaDefectsWithAjv(schema);
  checked.set(schema, { text, defects });
  return defects.map((defect) => ({ ...defect }));
}

const checked = new WeakMap<object, { text: string; defects: SchemaDefect[] }>();

/** `findSchemaDefects` by ajv's meta-schema validation alone, uncached (the reference the shortcut is held to). */
export function findSchemaDefectsWithAjv(schema: JsonSchema): SchemaDefect[] {
  const ajv = ajvForSchema(schema);
  const readable = knowsMetaSchema(ajv, schema) ? schema : withoutDialect(schema);
  const defects: SchemaDefect[] = [];
  const seen = new Set<string>();
  if (ajv.validateSchema(readable) !== true) {
    for (const error of ajv.errors ?? []) {
      const { pointer, keyword } = keywordAt(readable, error.instancePath);
      const key = `${pointer}\u0000${keyword}`;
      if (seen.has(key)) continue;
      seen.add(key);
      defects.push({ pointer, keyword, message: error.message ?? 'invalid value' });
    }
  }
  collectBadPatterns(readable, [], defects);
  return defects;
}

/** A copy of `schema` without its `$schema` (read as draft 7). */
export function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

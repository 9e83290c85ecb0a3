import type { JsonSchema, JsonSchemaDefinition } from '@metnos/core';

/**
 * The schema object of a sub-schema as the extractor reads it: `true` (anything) and an absent schema are `{}`,
 * `false` (nothing) is `{ not: {} }`, and a tuple `items` list is no single item schema (`{}`).
 */
export function schemaObjectOf(definition: JsonSchemaDefinition | readonly JsonSchemaDefinition[] | undefined): JsonSchema {
  if (definition === false) return { not: {} };
  if (definition === undefined || definition === true || isList(definition)) return {};
  return definition;
}

function isList(value: JsonSchema | readonly JsonSchemaDefinition[]): value is readonly JsonSchemaDefinition[] {
  return Array.isArray(value);
}

import type { JsonSchema, JsonSchemaType } from '@metnos/core';

const annotations = new Set(['title', 'description', '$comment', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

function sameJson(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * Shallow-merges two schemas that must both hold (the `allOf` of them), or returns `undefined` when the merge
 * is not obviously exact: `required` lists are united, `properties` maps are merged (a property in both must
 * merge too), `type`s are intersected, annotations keep the first value, and any other keyword must be equal.
 * Schemas with `$ref` are never merged.
 */
export function mergeSchemas(left: JsonSchema, right: JsonSchema): JsonSchema | undefined {
  if (left.$ref !== undefined || right.$ref !== undefined) return undefined;
  // keyword by keyword, so read and written as a plain record
  const merged: Record<string, unknown> = { ...left };
  for (const [keyword, value] of Object.entries(right)) {
    const current = merged[keyword];
    if (current === undefined || annotations.has(keyword)) {
      if (current === undefined) merged[keyword] = value;
      continue;
    }
    if (keyword === 'required') {
      merged.required = [...new Set([...(current as string[]), ...(value as string[])])];
    } else if (keyword === 'properties') {
      const properties: Record<string, JsonSchema> = { ...(current as Record<string, JsonSchema>) };
      for (const [name, schema] of Object.entries(value as Record<string, JsonSchema>)) {
        const existing = properties[name];
        if (existing === undefined) properties[name] = schema;
        else {
          const inner = typeof existing === 'object' && typeof schema === 'object' ? mergeSchemas(existing, schema) : undefined;
          if (inner === undefined) return undefined;
          properties[name] = inner;
        }
      }
      merged.properties = properties;
    } else if (keyword === 'type') {
      const rightTypes = new Set([value as JsonSchemaType | JsonSchemaType[]].flat());
      const types = [current as JsonSchemaType | JsonSchemaType[]]
        .flat()
        .filter((type) => rightTypes.has(type) || (type === 'integer' && rightTypes.has('number')))
        .concat(rightTypes.has('integer') && [current].flat().includes('number') ? ['integer'] : []);
      const unique = [...new Set(types)];
      if (unique.length === 0) return undefined;
      merged.type = unique.length === 1 ? unique[0] : unique;
    } else if (!sameJson(current, value)) {
      return undefined;
    }
  }
  return merged as JsonSchema;
}

import type { JsonSchema } from '@metnos/core';

function describeType(schema: JsonSchema | boolean | undefined): string {
  if (schema === undefined || typeof schema === 'boolean') return 'any';
  if (schema.enum !== undefined) return schema.enum.map((value) => JSON.stringify(value)).join('|');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants !== undefined) return variants.map((variant) => describeType(variant)).join('|');
  const type = typeof schema.type === 'object' ? schema.type.join('|') : schema.type;
  // a tuple `items` list has no single item type
  if (type === 'array') return `${describeType(Array.isArray(schema.items) ? undefined : (schema.items as JsonSchema | boolean | undefined))}[]`;
  if (type === 'object' && schema.properties !== undefined) return `{${summariseInputSchema(schema)}}`;
  return type ?? 'any';
}

/**
 * One-line summary of a tool's input schema for the planner prompt: `name*: type` per property (`*` =
 * required), enums as `"a"|"b"`, arrays as `type[]`, nested objects in braces; `(none)` without properties.
 */
export function summariseInputSchema(schema: JsonSchema): string {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return '(none)';
  const required = new Set(schema.required ?? []);
  return properties.map(([name, property]) => `${name}${required.has(name) ? '*' : ''}: ${describeType(property)}`).join(', ');
}

import type { JsonSchema } from '@metnos/core';
import { schemaObjectOf } from '../schema/schema-object-of';

/**
 * A shallow check that a model's value fits a property schema: its JSON type, `enum`, and for arrays the item
 * type. Used on LLM answers before they become arguments; deeper validation is Nous's job.
 */
export function acceptsJsonValue(schema: JsonSchema, value: unknown): boolean {
  if (value === undefined) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) return false;
  const declared = schema.type;
  const types = Array.isArray(declared) ? declared : declared === undefined ? [] : [declared];
  if (types.length === 0) return true;
  return types.some((type) => {
    switch (type) {
      case 'string':
        return typeof value === 'string';
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'integer':
        return typeof value === 'number' && Number.isInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'null':
        return value === null;
      case 'object':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      case 'array': {
        if (!Array.isArray(value)) return false;
        const items = schema.items === undefined || Array.isArray(schema.items) ? undefined : schemaObjectOf(schema.items);
        return items === undefined || value.every((item) => acceptsJsonValue(items, item));
      }
      default:
        return false;
    }
  });
}

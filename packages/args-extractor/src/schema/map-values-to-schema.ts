import type { JsonSchema } from '@metnos/core';
import type { ExtractedValue, TimeWindow } from '../extracted-value';
import { classifyProperty } from './classify-property';
import { findEnumValues } from './find-enum-values';
import { schemaObjectOf } from './schema-object-of';

/** The result of `mapValuesToSchema`: argument values and the extracted values each one came from. */
export interface MappedValues {
  args: Record<string, unknown>;
  /** For every argument set, the values it was built from (used to tell clock-relative values apart). */
  origins: Record<string, ExtractedValue[]>;
}

const consumable = new Set(['url', 'email', 'path', 'number', 'date', 'extension']);

/**
 * Assigns extracted values to the properties of an object schema, in property order (see `classifyProperty`
 * for what each property may take). A scalar property takes the first fitting value, an array property all of
 * them. A URL, email, path, number, date or extension given to one property is not given to the next one (two
 * numbers fill `count` and then `size`); both ends of one window may serve `from` and `to`. Values outside an
 * `enum`, non-integers for `integer` and numbers outside `minimum`/`maximum` are skipped.
 */
export function mapValuesToSchema(values: ExtractedValue[], schema: JsonSchema, options: { text: string }): MappedValues {
  const args: Record<string, unknown> = {};
  const origins: Record<string, ExtractedValue[]> = {};
  const consumed = new Set<ExtractedValue>();
  for (const [name, definition] of Object.entries(schema.properties ?? {})) {
    const property = schemaObjectOf(definition);
    const isArray = property.type === 'array' || (Array.isArray(property.type) && property.type.includes('array'));
    const item = isArray && typeof property.items === 'object' && !Array.isArray(property.items) ? schemaObjectOf(property.items) : property;
    for (const target of classifyProperty(name, property)) {
      const picked: Array<[unknown, ExtractedValue | undefined]> = [];
      if (target === 'enum') {
        for (const value of findEnumValues(options.text, item.enum ?? property.enum ?? [])) picked.push([value, undefined]);
      } else {
        for (const value of values) {
          if (consumed.has(value)) continue;
          const converted = convert(target, value, item);
          if (converted !== undefined) picked.push([converted, value]);
        }
      }
      if (picked.length === 0) continue;
      const chosen = isArray ? picked : picked.slice(0, 1);
      args[name] = isArray ? chosen.map(([value]) => value) : chosen[0]?.[0];
      origins[name] = chosen.flatMap(([, origin]) => (origin === undefined ? [] : [origin]));
      for (const [, origin] of chosen) if (origin !== undefined && consumable.has(origin.kind)) consumed.add(origin);
      break;
    }
  }
  return { args, origins };
}

function convert(target: string, value: ExtractedValue, schema: JsonSchema): unknown {
  const result = convertKind(target, value);
  if (result === undefined) return undefined;
  if (Array.isArray(schema.enum) && !schema.enum.includes(result)) return undefined;
  if (typeof result === 'number') {
    if (schema.type === 'integer' && !Number.isInteger(result)) return undefined;
    if (typeof schema.minimum === 'number' && result < schema.minimum) return undefined;
    if (typeof schema.maximum === 'number' && result > schema.maximum) return undefined;
  }
  return result;
}

function convertKind(target: string, value: ExtractedValue): unknown {
  switch (target) {
    case 'url':
    case 'email':
    case 'path':
    case 'number':
    case 'date':
      return value.kind === target ? value.value : undefined;
    case 'pattern':
      return value.kind === 'extension' ? value.value : undefined;
    case 'extension':
      return value.kind === 'extension' ? value.extension : undefined;
    case 'window':
      return value.kind === 'window' ? { ...(value.value as TimeWindow) } : undefined;
    case 'window-from':
      return value.kind === 'window' ? (value.value as TimeWindow).from : undefined;
    case 'window-to':
      return value.kind === 'window' ? (value.value as TimeWindow).to : undefined;
    default:
      return undefined;
  }
}

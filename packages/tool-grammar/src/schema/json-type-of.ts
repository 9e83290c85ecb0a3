import type { JsonSchemaType } from '@metnos/core';

/** The JSON Schema type names a JavaScript value satisfies (`1` is both `integer` and `number`). */
export function jsonTypesOf(value: unknown): JsonSchemaType[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  if (typeof value === 'string') return ['string'];
  if (typeof value === 'boolean') return ['boolean'];
  return ['object'];
}

import type { JsonSchemaType } from '@metnos/core';

const nullType: readonly JsonSchemaType[] = ['null'];
const arrayType: readonly JsonSchemaType[] = ['array'];
const integerTypes: readonly JsonSchemaType[] = ['integer', 'number'];
const numberType: readonly JsonSchemaType[] = ['number'];
const stringType: readonly JsonSchemaType[] = ['string'];
const booleanType: readonly JsonSchemaType[] = ['boolean'];
const objectType: readonly JsonSchemaType[] = ['object'];

/** The JSON Schema type names a JavaScript value satisfies (`1` is both `integer` and `number`). */
export function jsonTypesOf(value: unknown): readonly JsonSchemaType[] {
  if (value === null) return nullType;
  if (Array.isArray(value)) return arrayType;
  if (typeof value === 'number') return Number.isInteger(value) ? integerTypes : numberType;
  if (typeof value === 'string') return stringType;
  if (typeof value === 'boolean') return booleanType;
  return objectType;
}

import type { JsonSchema } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { acceptsEmptyObject } from './accepts-empty-object';
import { getSchemaValidator } from './get-schema-validator';

const schemas: (JsonSchema | boolean)[] = [
  true,
  false,
  {},
  { type: 'object', additionalProperties: false },
  { type: 'object', properties: { timezone: { type: 'string', description: 'IANA zone' } }, additionalProperties: false },
  { type: ['object', 'null'], properties: {}, propertyNames: { pattern: '^[a-z]+$' }, title: 'T' },
  { type: 'object', properties: { a: { $ref: '#/nowhere' } } },
  { type: 'object', properties: { when: { type: 'string', format: 'no-such-format' } } },
  { type: 'object', properties: { name: { type: 'string', pattern: '(' } } },
  { type: 'object', properties: { name: { type: 'strnig' } } } as unknown as JsonSchema,
  { type: 'object', properties: { files: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 50 }, since: { type: 'string', format: 'date' } } },
  { type: 'object', required: ['path'], properties: { path: { type: 'string' } } },
  { type: 'object', minProperties: 1 },
  { type: 'object', anyOf: [{ required: ['a'] }, { required: ['b'] }] },
  { type: 'object', not: { required: ['a', 'b'] } },
  { type: 'string' },
  { type: 'array' },
  { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { a: { type: 'integer' } } },
];

describe('acceptsEmptyObject', () => {
  it('should never say valid where ajv says invalid, and say valid for argument-free tool schemas', () => {
    for (const schema of schemas) {
      if (!acceptsEmptyObject(schema)) continue;
      const validator = getSchemaValidator(schema);
      expect(validator instanceof Error ? validator : validator({}), JSON.stringify(schema)).toBe(true);
    }
    expect(schemas.map(acceptsEmptyObject)).toEqual([true, false, true, true, true, true, false, false, false, false, true, false, false, false, false, false, false, true]);
  });
});

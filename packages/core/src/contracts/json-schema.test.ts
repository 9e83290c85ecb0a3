import type { JSONSchema7 } from 'json-schema';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { JsonSchema, JsonSchemaDefinition } from './json-schema';
import type { ToolManifest } from './tool';

// These are type tests: `tsc --build` (pnpm typecheck) fails when a schema below stops being a JsonSchema, or
// when a `@ts-expect-error` line starts to type-check. The runtime assertions check that the values are what the
// types claim (zod really emits boolean sub-schemas, etc.).

describe('JsonSchema', () => {
  it('should accept a readonly `as const` schema with readonly required, enum and type lists', () => {
    const schema = {
      type: 'object',
      properties: {
        unit: { enum: ['C', 'F'] },
        city: { type: ['string', 'null'], maxLength: 40 },
        pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false },
      },
      required: ['unit', 'city'],
      additionalProperties: false,
    } as const;
    expectTypeOf(schema).toExtend<JsonSchema>();
    const manifest: ToolManifest = { name: 'get_weather', description: 'Weather.', inputSchema: schema };
    expect(manifest.inputSchema.required).toEqual(['unit', 'city']);
  });

  it('should accept boolean sub-schemas wherever JSON Schema allows them', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { anything: true, nothing: false },
      additionalProperties: false,
      items: [true, { type: 'string' }],
      anyOf: [true],
      not: false,
      if: true,
      then: { required: ['anything'] },
      else: false,
    };
    expectTypeOf<true>().toExtend<JsonSchemaDefinition>();
    expect(schema.properties?.['anything']).toBe(true);
  });

  it('should accept JSONSchema7 from @types/json-schema', () => {
    const schema: JSONSchema7 = {
      type: 'object',
      properties: { when: { type: 'string', format: 'date-time' }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['when'],
      dependencies: { tags: ['when'] },
    };
    expectTypeOf<JSONSchema7>().toExtend<JsonSchema>();
    expectTypeOf<{ type: 7 }>().not.toExtend<JsonSchema>();
    const accepted: JsonSchema = schema;
    expect(accepted.required).toEqual(['when']);
  });

  it("should accept zod's z.toJSONSchema() output", () => {
    const generated = z.toJSONSchema(z.object({ city: z.string().max(40), days: z.number().int().min(1).max(7), unit: z.enum(['C', 'F']).optional() }));
    const draft7 = z.toJSONSchema(z.object({ city: z.string() }), { target: 'draft-7' });
    expectTypeOf(generated).toExtend<JsonSchema>();
    expectTypeOf(draft7).toExtend<JsonSchema>();
    const accepted: JsonSchema = generated;
    expect(accepted.additionalProperties).toBe(false);
    expect(accepted.required).toEqual(['city', 'days']);
  });

  it('should let an object literal carry keywords it does not list, and still check the ones it does', () => {
    const schema: JsonSchema = { type: 'string', 'x-display': 'password', $comment: 'vendor keyword' };
    expect(schema.type).toBe('string');
    // @ts-expect-error a misspelt type name is not a JSON Schema type
    const misspelt: JsonSchema = { type: 'strng' };
    // @ts-expect-error `required` is a list of property names
    const notAList: JsonSchema = { type: 'object', required: 'city' };
    // @ts-expect-error a sub-schema is an object or a boolean
    const numberSchema: JsonSchema = { properties: { city: 1 } };
    expect([misspelt, notAList, numberSchema]).toHaveLength(3);
  });
});

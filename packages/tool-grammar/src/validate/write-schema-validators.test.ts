import { createRequire } from 'node:module';
import type { JsonSchema } from '@metnos/core';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { getInputsTool } from '../__fixtures__/sample-pool';
import { compileSchemaValidator } from './get-schema-validator';
import type { SchemaValidators } from './provide-schema-validators';
import { writeSchemaValidators } from './write-schema-validators';

/** Runs the written module as CommonJS, its `require` resolving from tool-grammar (as a bundler of it would). */
function load(code: string): SchemaValidators {
  const module = { exports: {} as SchemaValidators };
  new Function('module', 'exports', 'require', code)(module, module.exports, createRequire(import.meta.url));
  return module.exports;
}

const schemas: Array<[JsonSchema, unknown[]]> = [
  [getInputsTool.inputSchema, [{}, { title: 'T', dialog: [] }, { title: 3, dialog: [{ var: 'a' }], extra: true }, [], 'x']],
  [
    {
      type: 'object',
      properties: { path: { type: 'string', minLength: 2, pattern: '^/' }, since: { type: 'string', format: 'date' }, tags: { type: 'array', uniqueItems: true, items: { enum: ['a', 'b'] } } },
      not: { required: ['path', 'since'] },
      oneOf: [{ required: ['path'] }, { required: ['tags'] }],
      additionalProperties: false,
    },
    [{ path: '/x' }, { path: 'x', since: '2026-13-40' }, { tags: ['a', 'a', 'c'] }, { path: '/😀', tags: ['a'] }, { other: 1 }],
  ],
  // draft 2020-12 (by $schema), and a malformed keyword that is left out as at run time
  [{ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { n: { type: 'integer', minimum: 1 } }, required: ['n'] }, [{ n: 0 }, { n: 2 }, {}]],
  [{ type: 'object', properties: { n: { type: 'integer', minimum: 'one' } }, required: ['n'] } as unknown as JsonSchema, [{ n: 0 }, { n: 'x' }, {}]],
];

describe('writeSchemaValidators', () => {
  it('should write validators that answer every value, errors included, as the validators compiled at run time', () => {
    const validators = load(writeSchemaValidators(schemas.map(([schema]) => schema)));
    expect(Object.keys(validators)).toEqual(schemas.map(([schema]) => JSON.stringify(schema)));
    for (const [schema, values] of schemas) {
      const written = validators[JSON.stringify(schema)] as ValidateFunction;
      const compiled = compileSchemaValidator(schema);
      for (const value of values) {
        expect([written(value), written.errors]).toEqual([compiled(value), compiled.errors]);
      }
    }
    expect(schemas.flatMap(([schema, values]) => values.map((value) => compileSchemaValidator(schema)(value)))).toContain(false);
  });

  it('should leave out a schema ajv cannot compile, and write each schema once', () => {
    const unresolvable: JsonSchema = { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } };
    const fine: JsonSchema = { type: 'string' };
    const validators = load(writeSchemaValidators([unresolvable, fine, { ...fine }]));
    expect(Object.keys(validators)).toEqual([JSON.stringify(fine)]);
  });
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonSchema } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { corporaRoot, itWithCorpora, readCorpusJson } from '../__test-helpers__/corpora';
import { freeStringPool } from '../__fixtures__/free-string-pool';
import { samplePool } from '../__fixtures__/sample-pool';
import { syntheticPool } from '../__fixtures__/synthetic-pool';
import { findSchemaDefects, findSchemaDefectsWithAjv } from './find-schema-defects';
import { isSurelyWellFormed } from './is-surely-well-formed';

/** Schemas the draft-7 meta-schema (with ajv-formats) or the `u` pattern check rejects. */
const malformed: JsonSchema[] = [
  { type: 'object', required: true } as unknown as JsonSchema,
  { type: 'object', properties: { a: { type: 'string', required: true } } } as unknown as JsonSchema,
  { minimum: '1' } as unknown as JsonSchema,
  { type: 'str' } as unknown as JsonSchema,
  { type: [] } as unknown as JsonSchema,
  { type: ['string', 'string'] },
  { enum: [] },
  { enum: ['a', 'b', 'a'] },
  { enum: [{ a: 1 }, { a: 1 }] },
  { required: ['a', 'a'] },
  { pattern: '(' },
  { pattern: '\\p{Foo}' },
  { pattern: '[a-z]\\Z' },
  { pattern: '\\-' },
  { items: [] },
  { examples: 'x' } as unknown as JsonSchema,
  { multipleOf: 0 },
  { maxLength: -1 },
  { maxLength: 1.5 },
  { dependencies: { a: ['b', 'b'] } } as unknown as JsonSchema,
  { properties: { a: 5 } } as unknown as JsonSchema,
  { $defs: { a: { type: 'string', pattern: '(' } } },
  { allOf: [] },
  { readOnly: 'yes' } as unknown as JsonSchema,
  { format: 1 } as unknown as JsonSchema,
  { additionalProperties: 'no' } as unknown as JsonSchema,
  { $schema: 'http://json-schema.org/draft-04/schema#', type: 'str' } as unknown as JsonSchema,
  { $schema: 'https://json-schema.org/draft/2020-12/schema', items: [{ type: 'string' }] } as unknown as JsonSchema,
];

function corpusSchemas(): JsonSchema[] {
  const llama = readCorpusJson<Array<{ schema: string }>>('llama-cpp-grammar/json-schema-to-grammar-cases.json').map((entry) => JSON.parse(entry.schema) as JsonSchema);
  const suite = ['draft7', 'draft2020-12'].flatMap((draft) =>
    readdirSync(join(corporaRoot, 'json-schema-test-suite', 'tests', draft))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => readCorpusJson<Array<{ schema: JsonSchema | boolean }>>(join('json-schema-test-suite', 'tests', draft, file)).map((group) => group.schema)),
  );
  return [...llama, ...suite].filter((schema): schema is JsonSchema => typeof schema === 'object' && schema !== null);
}

const fixtureSchemas = [...samplePool, ...syntheticPool(50), ...freeStringPool].map((tool) => tool.inputSchema as JsonSchema);

describe('isSurelyWellFormed', () => {
  it('should clear the well-formed fixture tool schemas without ajv', () => {
    expect(fixtureSchemas.filter((schema) => !isSurelyWellFormed(schema))).toEqual([]);
    expect(fixtureSchemas.filter((schema) => findSchemaDefectsWithAjv(schema).length > 0)).toEqual([]);
  });

  it.each(malformed.map((schema) => [JSON.stringify(schema), schema] as const))('should leave %s to ajv, which finds its defect', (_, schema) => {
    expect(isSurelyWellFormed(schema)).toBe(false);
    expect(findSchemaDefectsWithAjv(schema)).not.toEqual([]);
    expect(findSchemaDefects(schema)).toEqual(findSchemaDefectsWithAjv(schema));
  });

  itWithCorpora('should clear only schemas in which ajv finds no defect, across the llama.cpp and JSON-Schema-Test-Suite corpora', () => {
    const schemas = corpusSchemas();
    const cleared = schemas.filter((schema) => isSurelyWellFormed(schema));
    expect(cleared.filter((schema) => findSchemaDefectsWithAjv(schema).length > 0)).toEqual([]);
    // and every schema gets the same defects either way
    expect(schemas.filter((schema) => JSON.stringify(findSchemaDefects(schema)) !== JSON.stringify(findSchemaDefectsWithAjv(schema)))).toEqual([]);
    console.log(`isSurelyWellFormed cleared ${cleared.length} of ${schemas.length} corpus schemas without ajv`);
    // the draft 2020-12 cases name their dialect (`$schema`): those go to ajv
    expect(cleared.length).toBeGreaterThan(schemas.length / 3);
  });
});

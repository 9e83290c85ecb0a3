import type { ToolManifest } from '@metnos/core';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { provideSchemaValidators } from './provide-schema-validators';
import { validateToolCall } from './validate-tool-call';

const tool = (inputSchema: ToolManifest['inputSchema']): ToolManifest => ({ name: 'set_level', description: 'set', inputSchema });

describe('provideSchemaValidators', () => {
  it('should validate a schema of the same JSON text with the provided validator, and compile any other schema', () => {
    const provided = (() => {
      provided.errors = [{ instancePath: '/level', schemaPath: '#/properties/level/type', keyword: 'type', params: { type: 'integer' }, message: 'must be integer', data: 'written' }];
      return false;
    }) as unknown as ValidateFunction;
    provideSchemaValidators({ [JSON.stringify({ type: 'object', properties: { level: { type: 'integer' } } })]: provided });
    // a new object of the same text: the provided function answers (it rejects even a valid call)
    expect(validateToolCall({ name: 'set_level', arguments: { level: 3 } }, [tool({ type: 'object', properties: { level: { type: 'integer' } } })])).toMatchObject({
      ok: false,
      error: `arg 'level' must be integer, got string "written" for tool 'set_level'`,
    });
    // another text (the property order differs): compiled by ajv
    expect(validateToolCall({ name: 'set_level', arguments: { level: 3 } }, [tool({ properties: { level: { type: 'integer' } }, type: 'object' })])).toEqual({ ok: true });
  });
});

import { describe, expect, it } from 'vitest';
import { summariseInputSchema } from './summarise-input-schema';

describe('summariseInputSchema', () => {
  it('should list properties with types, required marks, enums, arrays and nested objects', () => {
    expect(summariseInputSchema({
      type: 'object',
      properties: {
        folder: { type: 'string' },
        limit: { type: 'integer' },
        order: { enum: ['asc', 'desc'] },
        messages: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
        where: { type: 'object', additionalProperties: { type: 'string' } },
        anything: {},
      },
      required: ['folder'],
    })).toBe('folder*: string, limit: integer, order: "asc"|"desc", messages: {id*: string}[], where: object, anything: any');
    expect(summariseInputSchema({ type: 'object' })).toBe('(none)');
  });
});

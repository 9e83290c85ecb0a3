import { describe, expect, it } from 'vitest';
import { buildArgsRequest } from './build-args-request';

describe('buildArgsRequest', () => {
  it('should constrain the answer to exactly the missing properties on the fast tier', () => {
    const request = buildArgsRequest('remind me to call Anna', {
      tool: 'create_reminder',
      schema: { type: 'object', properties: { text: { type: 'string', description: 'What to remind' }, when: { type: 'string' } } },
      names: ['text'],
    });
    expect(request).toEqual({
      prompt:
        'Tool: create_reminder\nArguments to fill:\n- text: What to remind\nRequest: remind me to call Anna\nAnswer with the JSON object of these arguments, taken from the request.\n',
      jsonSchema: {
        type: 'object',
        properties: { text: { type: 'string', description: 'What to remind' } },
        required: ['text'],
        additionalProperties: false,
      },
      tier: 'fast',
      temperature: 0,
      maxTokens: 256,
    });
  });
});

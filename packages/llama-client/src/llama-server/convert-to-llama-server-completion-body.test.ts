import { describe, expect, it } from 'vitest';
import { convertToLlamaServerCompletionBody } from './convert-to-llama-server-completion-body';

describe('convertToLlamaServerCompletionBody', () => {
  it('should send only the fields that are set', () => {
    expect(convertToLlamaServerCompletionBody({ prompt: 'ignored' }, { prompt: 'P', maxTokens: 5 })).toEqual({ prompt: 'P', n_predict: 5 });
  });

  it('should send a JSON schema as json_schema, streaming on request, and never tools', () => {
    const body = convertToLlamaServerCompletionBody(
      { prompt: 'P', jsonSchema: { type: 'object' }, stop: [], temperature: 0.2 },
      { prompt: 'P', maxTokens: 5, stream: true },
    );

    expect(body).toEqual({ prompt: 'P', n_predict: 5, temperature: 0.2, json_schema: { type: 'object' }, stream: true });
    expect(body).not.toHaveProperty('tools');
  });
});

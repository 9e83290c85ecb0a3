import { describe, expect, it } from 'vitest';
import { validateLlmRequest } from './validate-llm-request';

describe('validateLlmRequest', () => {
  it('should accept a prompt or messages with at most one constraint', () => {
    expect(() => validateLlmRequest({ prompt: 'P', grammar: 'root ::= "a"' })).not.toThrow();
    expect(() => validateLlmRequest({ messages: [{ role: 'user', content: 'U' }], jsonSchema: {} })).not.toThrow();
  });

  it('should name the field at fault', () => {
    expect(() => validateLlmRequest({})).toThrow(expect.objectContaining({ field: 'prompt', code: 'llm_invalid_request' }));
    expect(() => validateLlmRequest({ messages: [] })).toThrow(expect.objectContaining({ field: 'messages' }));
    expect(() => validateLlmRequest({ prompt: 'P', grammar: 'g', jsonSchema: {} })).toThrow(expect.objectContaining({ field: 'grammar' }));
    expect(() => validateLlmRequest({ prompt: 'P', maxTokens: 0 })).toThrow(expect.objectContaining({ field: 'maxTokens' }));
  });
});

import { describe, expect, it } from 'vitest';
import { convertToOpenAiBody } from './convert-to-openai-body';

describe('convertToOpenAiBody', () => {
  it('should send a grammar as structured_outputs by default and as guided_grammar on request', () => {
    const request = { prompt: 'P', grammar: 'root ::= "a"' };

    expect(convertToOpenAiBody(request, { model: 'm', maxTokens: 3 })).toEqual({ model: 'm', prompt: 'P', max_tokens: 3, structured_outputs: { grammar: 'root ::= "a"' } });
    expect(convertToOpenAiBody(request, { maxTokens: 3, grammarField: 'guided_grammar' })).toEqual({ prompt: 'P', max_tokens: 3, guided_grammar: 'root ::= "a"' });
  });

  it('should ask for usage in streams', () => {
    expect(convertToOpenAiBody({ messages: [{ role: 'user', content: 'U' }] }, { maxTokens: 3, stream: true })).toEqual({
      messages: [{ role: 'user', content: 'U' }],
      max_tokens: 3,
      stream: true,
      stream_options: { include_usage: true },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { convertToLlamaServerChatBody } from './convert-to-llama-server-chat-body';

describe('convertToLlamaServerChatBody', () => {
  it('should ask a stream for usage (llama-server streams none unless include_usage is set)', () => {
    const body = convertToLlamaServerChatBody({ messages: [{ role: 'user', content: 'Ciao' }] }, { maxTokens: 8, stream: true });

    expect(body).toEqual({ messages: [{ role: 'user', content: 'Ciao' }], max_tokens: 8, stream: true, stream_options: { include_usage: true } });
  });

  it('should send neither stream nor stream_options without streaming', () => {
    const body = convertToLlamaServerChatBody({ messages: [{ role: 'user', content: 'Ciao' }], seed: 3 }, { maxTokens: 8 });

    expect(body).toEqual({ messages: [{ role: 'user', content: 'Ciao' }], max_tokens: 8, seed: 3 });
  });

  it('should send a JSON schema as a strict response_format and a zero reasoning budget as enable_thinking false', () => {
    const body = convertToLlamaServerChatBody(
      { messages: [{ role: 'user', content: 'JSON' }], jsonSchema: { type: 'object' } },
      { maxTokens: 8, reasoningBudget: 0 },
    );

    expect(body).toMatchObject({
      response_format: { type: 'json_schema', json_schema: { name: 'response', schema: { type: 'object' }, strict: true } },
      reasoning_budget: 0,
      thinking_budget_tokens: 0,
      chat_template_kwargs: { enable_thinking: false },
    });
  });
});

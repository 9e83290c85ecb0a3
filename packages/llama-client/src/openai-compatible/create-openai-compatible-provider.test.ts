import { testLlmProviderContract } from '@metnos/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { chatResponse, chatStreamChunks, splitBytes, toSseBody } from '../__fixtures__/llama-server-responses';
import { startRecordingServer, type RecordingServer, type Reply } from '../__fixtures__/start-recording-server';
import type { LlmStreamPart } from '../llm-stream-part';
import { createOpenAiCompatibleProvider } from './create-openai-compatible-provider';

const servers: RecordingServer[] = [];
async function serve(answer: (url: string, index: number) => Reply): Promise<RecordingServer> {
  const server = await startRecordingServer((request, index) => answer(request.url, index));
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const completionsResponse = {
  id: 'cmpl-1',
  object: 'text_completion',
  model: 'google/gemma-3-4b-it',
  choices: [{ index: 0, text: 'root', finish_reason: 'length', logprobs: null }],
  usage: { prompt_tokens: 4, completion_tokens: 1, total_tokens: 5 },
};

describe('createOpenAiCompatibleProvider', () => {
  it('should send a JSON schema as a strict json_schema response_format with the tier model', async () => {
    const server = await serve(() => ({ json: chatResponse }));
    const provider = createOpenAiCompatibleProvider({ baseURL: `${server.url}/v1`, apiKey: 'k', tiers: { fast: { model: 'small' }, wise: { model: 'big' } } });

    const response = await provider.complete({
      messages: [{ role: 'user', content: 'Ciao' }],
      jsonSchema: { type: 'object', properties: { reply: { type: 'string' } } },
      tier: 'wise',
      maxTokens: 64,
      seed: 1,
    });

    expect(response).toMatchObject({ text: 'Ciao!', finishReason: 'stop', usage: { promptTokens: 20, completionTokens: 3 } });
    expect(server.requests[0]).toMatchObject({ url: '/v1/chat/completions', headers: { authorization: 'Bearer k' } });
    expect(server.requests[0]?.body).toMatchInlineSnapshot(`
      {
        "max_tokens": 64,
        "messages": [
          {
            "content": "Ciao",
            "role": "user",
          },
        ],
        "model": "big",
        "response_format": {
          "json_schema": {
            "name": "response",
            "schema": {
              "properties": {
                "reply": {
                  "type": "string",
                },
              },
              "type": "object",
            },
            "strict": true,
          },
          "type": "json_schema",
        },
        "seed": 1,
      }
    `);
  });

  it('should send a raw prompt with a grammar to /v1/completions as vLLM structured_outputs', async () => {
    const server = await serve(() => ({ json: completionsResponse }));
    const provider = createOpenAiCompatibleProvider({ baseURL: server.url, model: 'google/gemma-3-4b-it' });

    const response = await provider.complete({ prompt: 'Answer: ', grammar: 'root ::= "yes" | "no"', stop: ['\n'], temperature: 0 });

    expect(response).toEqual({ text: 'root', finishReason: 'length', usage: { promptTokens: 4, completionTokens: 1 }, model: 'google/gemma-3-4b-it' });
    expect(server.requests[0]?.url).toBe('/v1/completions');
    expect(server.requests[0]?.body).toMatchInlineSnapshot(`
      {
        "max_tokens": 1024,
        "model": "google/gemma-3-4b-it",
        "prompt": "Answer: ",
        "stop": [
          "
      ",
        ],
        "structured_outputs": {
          "grammar": "root ::= "yes" | "no"",
        },
        "temperature": 0,
      }
    `);
  });

  it('should send guided_grammar for older vLLM', async () => {
    const server = await serve(() => ({ json: completionsResponse }));
    const provider = createOpenAiCompatibleProvider({ baseURL: server.url, grammarField: 'guided_grammar' });

    await provider.complete({ prompt: 'x', grammar: 'root ::= "a"' });

    expect(server.requests[0]?.body).toEqual({ prompt: 'x', max_tokens: 1024, guided_grammar: 'root ::= "a"' });
  });

  it('should throw LlmResponseError when choices are missing', async () => {
    const server = await serve(() => ({ json: { object: 'chat.completion', choices: [] } }));
    const provider = createOpenAiCompatibleProvider({ baseURL: server.url });

    await expect(provider.complete({ messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({
      name: 'LlmResponseError',
      message: expect.stringContaining('choices[0].message.content'),
    });
  });

  it('should stream chat deltas split into 5-byte chunks and end with finish reason and usage', async () => {
    const server = await serve(() => ({ chunks: splitBytes(toSseBody(chatStreamChunks, { done: true }), 5) }));
    const provider = createOpenAiCompatibleProvider({ baseURL: server.url, model: 'm' });

    const parts: LlmStreamPart[] = [];
    for await (const part of provider.stream({ messages: [{ role: 'user', content: 'Ciao' }] })) parts.push(part);

    expect(parts).toEqual([
      { type: 'text-delta', text: 'Ciao ' },
      { type: 'text-delta', text: '👋' },
      { type: 'end', finishReason: 'stop', usage: { promptTokens: 9, completionTokens: 3 }, model: 'gemma' },
    ]);
    expect(server.requests[0]?.body).toMatchObject({ model: 'm', stream: true, stream_options: { include_usage: true } });
  });
});

/** The provider against an OpenAI-compatible stand-in on 127.0.0.1:0 whose model says the contract's answers in order. */
testLlmProviderContract('createOpenAiCompatibleProvider (HTTP)', async ({ answers }) => {
  let next = 0;
  const server = await serve((url) => {
    const text = answers[next++] ?? '';
    if (url === '/v1/completions') return { json: { ...completionsResponse, choices: [{ index: 0, text, finish_reason: 'stop', logprobs: null }] } };
    return { json: { ...chatResponse, choices: [{ ...chatResponse.choices[0], message: { role: 'assistant', content: text } }] } };
  });
  return createOpenAiCompatibleProvider({ baseURL: `${server.url}/v1`, model: 'tiny' });
});

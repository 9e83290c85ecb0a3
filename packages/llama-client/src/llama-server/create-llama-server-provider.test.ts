import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testLlmProviderContract } from '@metnos/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chatResponse,
  chatStreamChunks,
  completionResponse,
  completionStreamEvents,
  grammarAndToolsError,
  splitBytes,
  toSseBody,
} from '../__fixtures__/llama-server-responses';
import { startRecordingServer, type RecordingServer, type Reply } from '../__fixtures__/start-recording-server';
import { LlmHttpError } from '../errors/llm-http-error';
import { LlmNetworkError } from '../errors/llm-network-error';
import { LlmResponseError } from '../errors/llm-response-error';
import { LlmTimeoutError } from '../errors/llm-timeout-error';
import { LlmInvalidRequestError } from '../errors/llm-invalid-request-error';
import type { LlmStreamPart } from '../llm-stream-part';
import { createLlamaServerProvider } from './create-llama-server-provider';

const servers: RecordingServer[] = [];
async function serve(answer: (url: string, index: number) => Reply): Promise<RecordingServer> {
  const server = await startRecordingServer((request, index) => answer(request.url, index));
  servers.push(server);
  return server;
}

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

async function collect(stream: AsyncIterable<LlmStreamPart>): Promise<LlmStreamPart[]> {
  const parts: LlmStreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

const noDelay = async (): Promise<void> => undefined;

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('createLlamaServerProvider', () => {
  it('should send a grammar prompt to /completion without tools or chat template and convert the answer', async () => {
    const server = await serve(() => ({ json: completionResponse }));
    const provider = createLlamaServerProvider({ baseURL: `${server.url}/`, apiKey: 'secret' });

    const response = await provider.complete({
      prompt: 'Plan: ',
      grammar: 'root ::= "{" [^}]* "}"',
      maxTokens: 256,
      temperature: 0,
      stop: ['\n\n'],
      seed: 7,
    });

    expect(response).toEqual({
      text: '{"tool":"get_weather","args":{"city":"Roma"}}',
      finishReason: 'stop',
      usage: { promptTokens: 42, completionTokens: 17 },
      model: 'gemma-3-4b-it-Q4_K_M.gguf',
      durationMs: 97.75,
    });
    expect(provider.id).toBe(`llama-server@${server.url}`);
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.url).toBe('/completion');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer secret');
    expect(server.requests[0]?.body).toMatchInlineSnapshot(`
      {
        "grammar": "root ::= "{" [^}]* "}"",
        "n_predict": 256,
        "prompt": "Plan: ",
        "seed": 7,
        "stop": [
          "

      ",
        ],
        "temperature": 0,
      }
    `);
  });

  it('should render messages with /apply-template and then use /completion when a grammar is set', async () => {
    const server = await serve((url) =>
      url === '/apply-template' ? { json: { prompt: '<start_of_turn>user\nCiao<end_of_turn>\n<start_of_turn>model\n' } } : { json: completionResponse },
    );
    const provider = createLlamaServerProvider({ baseURL: server.url });

    await provider.complete({ messages: [{ role: 'user', content: 'Ciao' }], grammar: 'root ::= "ok"', maxTokens: 8 });

    expect(server.requests.map(({ url, body }) => ({ url, body }))).toMatchInlineSnapshot(`
      [
        {
          "body": {
            "messages": [
              {
                "content": "Ciao",
                "role": "user",
              },
            ],
          },
          "url": "/apply-template",
        },
        {
          "body": {
            "grammar": "root ::= "ok"",
            "n_predict": 8,
            "prompt": "<start_of_turn>user
      Ciao<end_of_turn>
      <start_of_turn>model
      ",
          },
          "url": "/completion",
        },
      ]
    `);
  });

  it('should send messages to /v1/chat/completions with the schema as response_format and the reasoning budget', async () => {
    const server = await serve(() => ({ json: chatResponse }));
    const provider = createLlamaServerProvider({ baseURL: server.url, tiers: { wise: { reasoningBudget: 2048 } } });

    const response = await provider.complete({
      messages: [
        { role: 'system', content: 'Rispondi in JSON.' },
        { role: 'user', content: 'Ciao' },
      ],
      jsonSchema: { type: 'object', properties: { reply: { type: 'string' } }, required: ['reply'] },
      tier: 'wise',
    });

    expect(response).toEqual({ text: 'Ciao!', finishReason: 'stop', usage: { promptTokens: 20, completionTokens: 3 }, model: 'gemma-3-4b-it-Q4_K_M.gguf', durationMs: 20 });
    expect(server.requests[0]?.url).toBe('/v1/chat/completions');
    expect(server.requests[0]?.body).toMatchInlineSnapshot(`
      {
        "max_tokens": 1024,
        "messages": [
          {
            "content": "Rispondi in JSON.",
            "role": "system",
          },
          {
            "content": "Ciao",
            "role": "user",
          },
        ],
        "reasoning_budget": 2048,
        "response_format": {
          "json_schema": {
            "name": "response",
            "schema": {
              "properties": {
                "reply": {
                  "type": "string",
                },
              },
              "required": [
                "reply",
              ],
              "type": "object",
            },
            "strict": true,
          },
          "type": "json_schema",
        },
        "thinking_budget_tokens": 2048,
      }
    `);
  });

  it('should turn thinking off with chat_template_kwargs when the reasoning budget is 0', async () => {
    const server = await serve(() => ({ json: chatResponse }));
    const provider = createLlamaServerProvider({ baseURL: server.url });

    await provider.complete({ messages: [{ role: 'user', content: 'Ciao' }], reasoningBudget: 0, maxTokens: 16 });

    expect(server.requests[0]?.body).toMatchInlineSnapshot(`
      {
        "chat_template_kwargs": {
          "enable_thinking": false,
        },
        "max_tokens": 16,
        "messages": [
          {
            "content": "Ciao",
            "role": "user",
          },
        ],
        "reasoning_budget": 0,
        "thinking_budget_tokens": 0,
      }
    `);
  });

  it('should send each tier to its own server', async () => {
    const fast = await serve(() => ({ json: { ...completionResponse, content: 'fast' } }));
    const wise = await serve(() => ({ json: { ...completionResponse, content: 'wise' } }));
    const provider = createLlamaServerProvider({ tiers: { fast: { baseURL: fast.url }, wise: { baseURL: wise.url } } });

    const answers = await Promise.all([
      provider.complete({ prompt: 'a' }),
      provider.complete({ prompt: 'b', tier: 'wise' }),
      provider.complete({ prompt: 'c', tier: 'fast' }),
    ]);

    expect(answers.map((answer) => answer.text)).toEqual(['fast', 'wise', 'fast']);
    expect(fast.requests.map((request) => (request.body as { prompt: string }).prompt)).toEqual(['a', 'c']);
    expect(wise.requests.map((request) => (request.body as { prompt: string }).prompt)).toEqual(['b']);
    expect(provider.id).toBe(`llama-server@fast=${fast.url},wise=${wise.url}`);
  });

  it('should retry a 429 and a 503 with exponential backoff and jitter, honouring Retry-After', async () => {
    const server = await serve((_url, index) =>
      index === 0
        ? { status: 429, json: { error: { code: 429, message: 'busy' } }, headers: { 'retry-after': '3' } }
        : index === 1
          ? { status: 503, json: { error: { code: 503, message: 'Loading model' } } }
          : { json: completionResponse },
    );
    const delays: number[] = [];
    const provider = createLlamaServerProvider({
      baseURL: server.url,
      maxRetries: 2,
      initialDelayMs: 100,
      random: () => 0.5,
      delay: async (ms) => {
        delays.push(ms);
      },
    });

    const response = await provider.complete({ prompt: 'x' });

    expect(response.text).toBe(completionResponse.content);
    expect(server.requests).toHaveLength(3);
    expect(delays).toEqual([3000, 150]);
  });

  it('should give up after maxRetries with an LlmHttpError that carries status, body and request', async () => {
    const server = await serve(() => ({ status: 500, text: 'boom' }));
    const provider = createLlamaServerProvider({ baseURL: server.url, maxRetries: 2, delay: noDelay });

    const error = await provider.complete({ prompt: 'x', maxTokens: 4 }).catch((caught: unknown) => caught);

    expect(LlmHttpError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      status: 500,
      body: 'boom',
      isRetryable: true,
      code: 'llm_http',
      request: { method: 'POST', url: `${server.url}/completion`, body: { prompt: 'x', n_predict: 4 } },
    });
    expect(server.requests).toHaveLength(3);
  });

  it('should not retry a 400 such as grammar together with tools', async () => {
    const server = await serve(() => ({ status: 400, json: grammarAndToolsError }));
    const provider = createLlamaServerProvider({ baseURL: server.url, delay: noDelay });

    const error = await provider.complete({ prompt: 'x' }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ name: 'LlmHttpError', status: 400, isRetryable: false });
    expect((error as LlmHttpError).body).toContain('Cannot use custom grammar constraints with tools.');
    expect(server.requests).toHaveLength(1);
  });

  it('should throw LlmNetworkError with ECONNREFUSED after retrying a closed port', async () => {
    const delays: number[] = [];
    const provider = createLlamaServerProvider({
      baseURL: await closedPortUrl(),
      maxRetries: 1,
      delay: async (ms) => {
        delays.push(ms);
      },
    });

    const error = await provider.complete({ prompt: 'x' }).catch((caught: unknown) => caught);

    expect(LlmNetworkError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'llm_network', errorCode: 'ECONNREFUSED', isRetryable: true });
    expect(delays).toHaveLength(1);
  });

  it('should throw LlmTimeoutError when the server does not answer within timeoutMs, without retrying', async () => {
    const server = await serve(() => ({ hang: true }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const provider = createLlamaServerProvider({ baseURL: server.url, timeoutMs: 5000, delay: noDelay });

    const pending = provider.complete({ prompt: 'x' }).catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;

    expect(LlmTimeoutError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'llm_timeout', timeoutMs: 5000, request: { url: `${server.url}/completion` } });
    expect(server.requests).toHaveLength(1);
  });

  it('should throw LlmResponseError for a body that is not JSON or lacks content', async () => {
    const server = await serve((_url, index) => (index === 0 ? { text: '{"content": "unterminated' } : { json: { stop: true } }));
    const provider = createLlamaServerProvider({ baseURL: server.url, delay: noDelay });

    const notJson = await provider.complete({ prompt: 'x' }).catch((caught: unknown) => caught);
    const noContent = await provider.complete({ prompt: 'x' }).catch((caught: unknown) => caught);

    expect(LlmResponseError.isInstance(notJson)).toBe(true);
    expect(notJson).toMatchObject({ responseBody: '{"content": "unterminated', isRetryable: false });
    expect((notJson as Error).cause).toBeInstanceOf(SyntaxError);
    expect(noContent).toMatchObject({ name: 'LlmResponseError', message: expect.stringContaining('no string "content"') });
    expect(server.requests).toHaveLength(2);
  });

  it('should reject with the abort reason when the caller aborts a pending request', async () => {
    const server = await serve(() => ({ hang: true }));
    const provider = createLlamaServerProvider({ baseURL: server.url });
    const controller = new AbortController();
    const reason = new Error('user cancelled');

    const pending = provider.complete({ prompt: 'x', abortSignal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort(reason);

    await expect(pending).rejects.toBe(reason);
  });

  it('should reject an invalid request before sending anything', async () => {
    const server = await serve(() => ({ json: completionResponse }));
    const provider = createLlamaServerProvider({ baseURL: server.url });

    await expect(provider.complete({ prompt: 'x', messages: [] })).rejects.toSatisfy(LlmInvalidRequestError.isInstance);
    await expect(provider.complete({ prompt: 'x', grammar: 'root ::= "a"', jsonSchema: {} })).rejects.toMatchObject({ field: 'grammar' });
    expect(server.requests).toHaveLength(0);
  });

  it('should stream /completion events split into 3-byte chunks, multi-byte characters included', async () => {
    const server = await serve(() => ({ chunks: splitBytes(toSseBody(completionStreamEvents), 3) }));
    const provider = createLlamaServerProvider({ baseURL: server.url });

    const parts = await collect(provider.stream({ prompt: 'Città?', grammar: 'root ::= [^\\n]+' }));

    expect(parts).toEqual([
      { type: 'text-delta', text: '{"ci' },
      { type: 'text-delta', text: 'tà":"Forlì ☀"}' },
      { type: 'end', finishReason: 'length', usage: { promptTokens: 5, completionTokens: 9 }, model: 'gemma' },
    ]);
    expect(server.requests[0]?.body).toMatchObject({ stream: true, grammar: 'root ::= [^\\n]+' });
  });

  it('should stream chat chunks until [DONE]', async () => {
    const server = await serve(() => ({ chunks: splitBytes(toSseBody(chatStreamChunks, { done: true }), 7) }));
    const provider = createLlamaServerProvider({ baseURL: server.url });

    const parts = await collect(provider.stream({ messages: [{ role: 'user', content: 'Ciao' }] }));

    expect(parts).toEqual([
      { type: 'text-delta', text: 'Ciao ' },
      { type: 'text-delta', text: '👋' },
      { type: 'end', finishReason: 'stop', usage: { promptTokens: 9, completionTokens: 3 }, model: 'gemma' },
    ]);
    expect(server.requests[0]?.url).toBe('/v1/chat/completions');
  });

  it('should stop a stream with the abort reason when the caller aborts mid-stream', async () => {
    const server = await serve(() => ({ chunks: [toSseBody([{ content: 'first', stop: false }])], keepOpen: true }));
    const provider = createLlamaServerProvider({ baseURL: server.url });
    const controller = new AbortController();
    const reason = new Error('user left');
    const received: LlmStreamPart[] = [];

    const consuming = (async () => {
      for await (const part of provider.stream({ prompt: 'x', abortSignal: controller.signal })) {
        received.push(part);
        controller.abort(reason);
      }
    })();

    await expect(consuming).rejects.toBe(reason);
    expect(received).toEqual([{ type: 'text-delta', text: 'first' }]);
  });

  it('should throw LlmResponseError when llama-server reports an error mid-stream', async () => {
    const server = await serve(() => ({ chunks: [toSseBody([{ content: 'a', stop: false }, { error: { code: 500, message: 'slot crashed' } }])] }));
    const provider = createLlamaServerProvider({ baseURL: server.url });

    await expect(collect(provider.stream({ prompt: 'x' }))).rejects.toMatchObject({ name: 'LlmResponseError', message: expect.stringContaining('slot crashed') });
  });

  it('should tokenize with /tokenize', async () => {
    const server = await serve(() => ({ json: { tokens: [2, 105, 9038] } }));
    const provider = createLlamaServerProvider({ baseURL: server.url });

    expect(await provider.tokenize('Ciao', { addSpecial: true })).toEqual([2, 105, 9038]);
    expect(server.requests[0]).toMatchObject({ url: '/tokenize', body: { content: 'Ciao', add_special: true } });
  });

  it('should wait for every tier server to be healthy', async () => {
    const fast = await serve((_url, index) => (index < 2 ? { status: 503, json: { error: { code: 503, message: 'Loading model' } } } : { json: { status: 'ok' } }));
    const wise = await serve(() => ({ json: { status: 'ok' } }));
    const provider = createLlamaServerProvider({ tiers: { fast: { baseURL: fast.url }, wise: { baseURL: wise.url } } });

    await provider.waitForHealthy({ delay: noDelay });

    expect(fast.requests.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /health', 'GET /health', 'GET /health']);
    expect(wise.requests).toHaveLength(1);
  });
});

/** The provider against a llama-server stand-in on 127.0.0.1:0 whose model says the contract's answers in order. */
testLlmProviderContract('createLlamaServerProvider (HTTP)', async ({ answers }) => {
  let next = 0;
  const server = await serve((url) => {
    const text = answers[next++] ?? '';
    if (url === '/completion') return { json: { ...completionResponse, content: text } };
    return { json: { ...chatResponse, choices: [{ ...chatResponse.choices[0], message: { role: 'assistant', content: text } }] } };
  });
  return createLlamaServerProvider({ baseURL: server.url });
});

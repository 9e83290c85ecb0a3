import { mkdir, writeFile } from 'node:fs/promises';
import type { JsonSchema } from '@metnos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlamaServerProvider, LlmHttpError, waitForHealthy, type LlamaServerProvider, type LlmStreamPart } from '../../src/index';
import { completionResponse } from '../../src/__fixtures__/llama-server-responses';
import { resolveLiveLlamaServerTarget, startLiveLlamaServer, type LiveLlamaServer } from './support/live-llama-server';

// Runs against a real llama-server:
// - LLAMA_SERVER_URL=http://127.0.0.1:8080 (a server you started, any model), or
// - a binary built by `pnpm --filter @metnos/llama-client build:llama-server` (or METNOS_LLAMA_SERVER_BIN): the
//   suite starts it with the tiny GGUF from @metnos/testing on a free port and stops it afterwards.
// METNOS_RECORD_LLAMA_SERVER_FIXTURES=1 also writes the real response bodies to test/fixtures/.
const target = resolveLiveLlamaServerTarget();
const recordFixtures = process.env.METNOS_RECORD_LLAMA_SERVER_FIXTURES === '1';

// A literal GBNF grammar (llama-client must not depend on @metnos/tool-grammar, even in tests) and a regular
// expression that accepts exactly its language.
const toolGrammar = [
  'root ::= "{\\"tool\\":\\"" tool "\\",\\"args\\":{\\"city\\":\\"" city "\\",\\"days\\":" days "}}"',
  'tool ::= "get_weather" | "send_mail" | "search_notes"',
  'city ::= [A-Z] [a-zàèéìòù]{1,11}',
  'days ::= [1-7]',
].join('\n');
const toolLanguage = /^\{"tool":"(get_weather|send_mail|search_notes)","args":\{"city":"[A-Z][a-zàèéìòù]{1,11}","days":[1-7]\}\}$/u;

const forecastSchema: JsonSchema = {
  type: 'object',
  properties: {
    city: { type: 'string', maxLength: 12 },
    days: { type: 'integer', minimum: 1, maximum: 7 },
    unit: { enum: ['C', 'F'] },
  },
  required: ['city', 'days', 'unit'],
  additionalProperties: false,
};

/** The checks `forecastSchema` stands for (the client has no JSON-schema validator, and needs none). */
function isForecast(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { city, days, unit, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    typeof city === 'string' &&
    [...city].length <= 12 &&
    Number.isInteger(days) &&
    (days as number) >= 1 &&
    (days as number) <= 7 &&
    (unit === 'C' || unit === 'F')
  );
}

async function postJson(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Writes a real response body to test/fixtures/<name>.json (with METNOS_RECORD_LLAMA_SERVER_FIXTURES=1). */
async function record(name: string, value: unknown): Promise<void> {
  if (!recordFixtures) return;
  const directory = new URL('../fixtures/', import.meta.url);
  await mkdir(directory, { recursive: true });
  // the temp folder of the model changes every run
  const text = JSON.stringify(value, undefined, 2).replaceAll(/"[^"]*metnos-llama-server-[^"/]+\/tiny\.gguf"/g, '"tiny.gguf"');
  await writeFile(new URL(`${name}.json`, directory), `${text}\n`);
}

/** POSTs with `stream: true` and returns the `data:` payloads of the SSE answer (`[DONE]` kept as a string). */
async function postSse(url: string, body: Record<string, unknown>): Promise<{ contentType: string | null; events: unknown[] }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, stream: true }) });
  const events = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice('data: '.length))
    .map((data) => (data === '[DONE]' ? data : (JSON.parse(data) as unknown)));
  return { contentType: response.headers.get('content-type'), events };
}

if (target.kind === 'broken') {
  describe('llama-server (live)', () => {
    it('should have a usable llama-server', () => {
      throw new Error(`the live llama-server tests cannot run: ${target.reason}`);
    });
  });
} else if (target.kind === 'unavailable') {
  console.info(`llama-server live tests skipped: ${target.reason}`);
  describe('llama-server (live)', () => {
    it.skip(`needs a real llama-server: ${target.reason}`, () => {});
  });
} else {
  describe(`llama-server (live, ${target.kind === 'external' ? target.url : 'local tiny GGUF'})`, () => {
    let server: LiveLlamaServer;
    let provider: LlamaServerProvider;

    beforeAll(async () => {
      server = await startLiveLlamaServer(target);
      provider = createLlamaServerProvider({ baseURL: server.url, timeoutMs: 120_000, maxRetries: 0 });
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
    });

    it('should answer /health with 200 and status ok', async () => {
      await waitForHealthy(server.url, { timeoutMs: 60_000 });
      const response = await fetch(`${server.url}/health`);

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok' });
    }, 70_000);

    it('should keep every /completion output inside a GBNF grammar over 10 seeds', async () => {
      const answers = [];
      for (let seed = 1; seed <= 10; seed += 1) {
        answers.push(await provider.complete({ prompt: 'Plan for "weather in Rome": ', grammar: toolGrammar, maxTokens: 96, temperature: 1, seed }));
      }

      for (const answer of answers) {
        expect(answer.text).toMatch(toolLanguage);
        expect(answer.finishReason).toBe('stop');
        expect(answer.usage?.completionTokens).toBeGreaterThan(0);
      }
      // different seeds sample different (grammatical) outputs: the seed reaches the sampler
      expect(new Set(answers.map((answer) => answer.text)).size).toBeGreaterThan(1);
    }, 120_000);

    it('should give the same output for the same seed', async () => {
      const request = { prompt: 'Plan: ', grammar: toolGrammar, maxTokens: 96, temperature: 1, seed: 42 };

      expect((await provider.complete(request)).text).toBe((await provider.complete(request)).text);
    }, 60_000);

    it('should follow a grammar with chat messages (apply-template, then /completion)', async () => {
      const answer = await provider.complete({ messages: [{ role: 'user', content: 'Yes or no?' }], grammar: 'root ::= "yes" | "no"', maxTokens: 8, seed: 3 });

      expect(['yes', 'no']).toContain(answer.text);
      expect(answer.finishReason).toBe('stop');
    }, 60_000);

    it('should produce JSON that parses and fits the schema on /completion (json_schema) over 5 seeds', async () => {
      for (let seed = 1; seed <= 5; seed += 1) {
        const answer = await provider.complete({ prompt: 'Forecast as JSON: ', jsonSchema: forecastSchema, maxTokens: 128, temperature: 1, seed });

        expect(answer.finishReason).toBe('stop');
        expect(isForecast(JSON.parse(answer.text)), answer.text).toBe(true);
      }
    }, 120_000);

    it('should produce JSON that parses and fits the schema in chat (response_format json_schema)', async () => {
      const answer = await provider.complete({
        messages: [{ role: 'user', content: 'A forecast for Forlì as JSON.' }],
        jsonSchema: forecastSchema,
        maxTokens: 128,
        reasoningBudget: 0,
        seed: 7,
      });

      expect(answer.finishReason).toBe('stop');
      expect(isForecast(JSON.parse(answer.text)), answer.text).toBe(true);
    }, 60_000);

    it('should answer plain chat completions in the OpenAI shape', async () => {
      const answer = await provider.complete({ messages: [{ role: 'user', content: 'Ciao!' }], maxTokens: 8, seed: 1 });

      expect(typeof answer.text).toBe('string');
      expect(['stop', 'length']).toContain(answer.finishReason);
      expect(answer.usage?.promptTokens).toBeGreaterThan(0);
      expect(answer.usage?.completionTokens).toBeLessThanOrEqual(8);
    }, 60_000);

    it('should round-trip text through /tokenize and /detokenize', async () => {
      const text = 'Meteo a Forlì: ☀ 21°C';
      const tokens = await provider.tokenize(text);
      const { status, body } = await postJson(`${server.url}/detokenize`, { tokens });

      expect(status).toBe(200);
      expect(body.content).toBe(text);
      // the tiny model's vocabulary is one token per UTF-8 byte ("▁" for a space)
      if (server.isTinyModel) expect(tokens).toHaveLength(Buffer.byteLength(text));
    }, 30_000);

    it('should stream /completion as SSE, the same text as complete() for the same seed', async () => {
      const request = { prompt: 'Plan: ', grammar: toolGrammar, maxTokens: 96, temperature: 1, seed: 5 };
      const parts: LlmStreamPart[] = [];
      for await (const part of provider.stream(request)) parts.push(part);
      const text = parts.map((part) => (part.type === 'text-delta' ? part.text : '')).join('');

      expect(parts.filter((part) => part.type === 'text-delta').length).toBeGreaterThan(1);
      expect(parts.at(-1)).toMatchObject({ type: 'end', finishReason: 'stop', usage: { completionTokens: expect.any(Number) } });
      expect(text).toMatch(toolLanguage);
      expect(text).toBe((await provider.complete(request)).text);
    }, 60_000);

    it('should stream chat completions as SSE', async () => {
      const parts: LlmStreamPart[] = [];
      for await (const part of provider.stream({ messages: [{ role: 'user', content: 'A forecast as JSON.' }], jsonSchema: forecastSchema, maxTokens: 128, seed: 2 })) {
        parts.push(part);
      }
      const text = parts.map((part) => (part.type === 'text-delta' ? part.text : '')).join('');

      // llama-server sends usage in a stream only when asked (stream_options.include_usage)
      expect(parts.at(-1)).toMatchObject({ type: 'end', finishReason: 'stop', usage: { promptTokens: expect.any(Number), completionTokens: expect.any(Number) } });
      expect(isForecast(JSON.parse(text)), text).toBe(true);
    }, 60_000);

    it('should answer 400 to a chat body with both grammar and tools (why the client never sends both)', async () => {
      const tools = [
        { type: 'function', function: { name: 'get_weather', description: 'Weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } },
      ];
      const base = { messages: [{ role: 'user', content: 'Weather in Rome?' }], max_tokens: 8 };
      const both = await postJson(`${server.url}/v1/chat/completions`, { ...base, tools, grammar: 'root ::= "yes"' });
      const toolsOnly = await postJson(`${server.url}/v1/chat/completions`, { ...base, tools });
      const grammarOnly = await postJson(`${server.url}/v1/chat/completions`, { ...base, grammar: 'root ::= "yes"' });
      await record('chat-grammar-and-tools-400', both.body);

      expect(both.status).toBe(400);
      expect(both.body).toMatchObject({ error: { code: 400, type: 'invalid_request_error', message: expect.stringMatching(/grammar.*tools/i) } });
      // each alone is accepted: the combination is what the server refuses
      expect(toolsOnly.status).toBe(200);
      expect(grammarOnly.status).toBe(200);
      expect((grammarOnly.body.choices as Array<{ message: { content: string } }>)[0]?.message.content).toBe('yes');
    }, 60_000);

    it('should surface a real 400 as a non-retryable LlmHttpError', async () => {
      const error = await provider.complete({ prompt: 'x', grammar: 'root ::= (', maxTokens: 4 }).catch((caught: unknown) => caught);

      expect(LlmHttpError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ status: 400, isRetryable: false });
    }, 30_000);

    it('should stream in the shapes the replaying fake server sends', async () => {
      const completion = await postSse(`${server.url}/completion`, { prompt: 'Plan: ', grammar: 'root ::= [a-z]{3}', n_predict: 8, seed: 1 });
      const chat = await postSse(`${server.url}/v1/chat/completions`, {
        messages: [{ role: 'user', content: 'Ciao' }],
        grammar: 'root ::= [a-z]{3}',
        max_tokens: 8,
        seed: 1,
        stream_options: { include_usage: true },
      });
      await record('completion-stream-events', completion.events);
      await record('chat-stream-events', chat.events);

      expect(completion.contentType).toMatch(/^text\/event-stream/);
      expect(completion.events.at(-1)).toMatchObject({ stop: true, stop_type: 'eos', tokens_predicted: expect.any(Number), tokens_evaluated: expect.any(Number) });
      expect(completion.events.slice(0, -1).every((event) => (event as { stop: boolean }).stop === false)).toBe(true);
      expect(chat.events.at(-1)).toBe('[DONE]');
      // with include_usage, the last chunk before [DONE] has no choices and the usage, as the fake server replays it
      expect(chat.events.at(-2)).toMatchObject({ choices: [], object: 'chat.completion.chunk', usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number) } });
      expect(chat.events.at(-3)).toMatchObject({ choices: [{ finish_reason: 'stop', delta: {} }] });
    }, 60_000);

    it('should send /completion answers with every field the replaying fake server sends', async () => {
      const { status, body } = await postJson(`${server.url}/completion`, { prompt: 'Plan: ', grammar: toolGrammar, n_predict: 96, seed: 1 });
      const chat = await postJson(`${server.url}/v1/chat/completions`, { messages: [{ role: 'user', content: 'Ciao!' }], max_tokens: 8, seed: 1 });
      await record('completion', body);
      await record('chat-completion', chat.body);

      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(expect.arrayContaining(Object.keys(completionResponse)));
      expect(Object.keys(body.timings as object)).toEqual(expect.arrayContaining(Object.keys(completionResponse.timings)));
      expect(body).toMatchObject({ stop: true, stop_type: 'eos', tokens_predicted: expect.any(Number), tokens_evaluated: expect.any(Number) });
      expect(chat.body).toMatchObject({ object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant' } }], usage: { prompt_tokens: expect.any(Number) } });
    }, 60_000);
  });
}

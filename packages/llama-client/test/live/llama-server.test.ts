import { describe, expect, it } from 'vitest';
import { createLlamaServerProvider, waitForHealthy, type LlmStreamPart } from '../../src/index';

// Opt-in: runs only against a real llama-server, e.g.
//   llama-server -m gemma-3-4b-it-Q4_K_M.gguf --port 8080 --jinja
//   LLAMA_SERVER_URL=http://127.0.0.1:8080 pnpm --filter @metnos/llama-client test:live
const baseURL = process.env.LLAMA_SERVER_URL;

describe.skipIf(baseURL === undefined || baseURL === '')('llama-server (live)', () => {
  const provider = baseURL ? createLlamaServerProvider({ baseURL, timeoutMs: 300_000 }) : undefined;

  it('should become healthy', async () => {
    await waitForHealthy(baseURL ?? '', { timeoutMs: 300_000 });
  }, 310_000);

  it('should follow a GBNF grammar on /completion', async () => {
    const answer = await provider!.complete({
      prompt: 'The weather in Rome is ',
      grammar: 'root ::= "{\\"sky\\":\\"" ("sunny" | "cloudy" | "rainy") "\\"}"',
      maxTokens: 32,
      temperature: 0,
    });

    expect(['{"sky":"sunny"}', '{"sky":"cloudy"}', '{"sky":"rainy"}']).toContain(answer.text);
  }, 120_000);

  it('should follow a grammar with chat messages (apply-template + /completion)', async () => {
    const answer = await provider!.complete({ messages: [{ role: 'user', content: 'Yes or no?' }], grammar: 'root ::= "yes" | "no"', maxTokens: 8 });

    expect(['yes', 'no']).toContain(answer.text);
  }, 120_000);

  it('should follow a JSON schema in chat', async () => {
    const answer = await provider!.complete({
      messages: [{ role: 'user', content: 'Give me a city in Italy as JSON.' }],
      jsonSchema: { type: 'object', properties: { city: { type: 'string', maxLength: 40 } }, required: ['city'] },
      maxTokens: 128,
      reasoningBudget: 0,
    });

    expect(typeof (JSON.parse(answer.text) as { city: unknown }).city).toBe('string');
  }, 120_000);

  it('should stream and tokenize', async () => {
    const parts: LlmStreamPart[] = [];
    for await (const part of provider!.stream({ prompt: 'Count: 1, 2,', maxTokens: 8, temperature: 0 })) parts.push(part);

    expect(parts.at(-1)).toMatchObject({ type: 'end' });
    expect((await provider!.tokenize('hello world')).length).toBeGreaterThan(0);
  }, 120_000);
});

import { afterAll, bench, describe } from 'vitest';
import { createLlamaServerProvider } from '../../src/index';
import { resolveLiveLlamaServerTarget, startLiveLlamaServer, type LiveLlamaServer } from './support/live-llama-server';

// Client overhead against a real llama-server (the tiny GGUF when the suite starts one): the same request through
// the provider and through a bare fetch + JSON.parse. Skipped without a server, like the live tests.
const target = resolveLiveLlamaServerTarget();
// exactly 8 generated tokens per call: the grammar admits 8 letters and nothing else
const grammar = 'root ::= [a-z]{8}';
const prompt = 'Count: 1, 2,';

// benchmarks run no beforeAll: start at module level (top-level await); the supervisor stops llama-server when this
// worker exits even if afterAll does not run
const server: LiveLlamaServer | undefined = target.kind === 'unavailable' || target.kind === 'broken' ? undefined : await startLiveLlamaServer(target);
const provider = server === undefined ? undefined : createLlamaServerProvider({ baseURL: server.url, maxRetries: 0 });

(server === undefined ? describe.skip : describe)('llama-server (live): client overhead per call', () => {
  afterAll(async () => {
    await server?.stop();
  });

  const rawPost = async (path: string, body: unknown): Promise<unknown> => {
    const response = await fetch(`${server!.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const value: unknown = JSON.parse(await response.text());
    if (!response.ok) throw new Error(`${response.status}`);
    return value;
  };

  bench('raw fetch POST /completion, n_predict 8 (baseline)', async () => {
    await rawPost('/completion', { prompt, n_predict: 8, temperature: 0, seed: 1, grammar });
  }, { warmupIterations: 10, time: 3000 });

  bench('provider.complete(), maxTokens 8', async () => {
    await provider!.complete({ prompt, maxTokens: 8, temperature: 0, seed: 1, grammar });
  }, { warmupIterations: 10, time: 3000 });

  bench('raw fetch POST /tokenize (baseline)', async () => {
    await rawPost('/tokenize', { content: prompt, add_special: false });
  }, { warmupIterations: 10, time: 2000 });

  bench('provider.tokenize()', async () => {
    await provider!.tokenize(prompt);
  }, { warmupIterations: 10, time: 2000 });
});

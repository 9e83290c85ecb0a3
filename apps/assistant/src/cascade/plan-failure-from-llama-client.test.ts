import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Intent, ToolManifest } from '@metnos/core';
import { classifyAporia, renderAporiaMessage } from '@metnos/aporia';
import { createInProcessProvider, createLlamaServerProvider } from '@metnos/llama-client';
import { MetisError, propose, toPlanFailure } from '@metnos/metis';
import { afterEach, describe, expect, it } from 'vitest';
import { createAporiaHowTo } from './create-aporia-how-to';
import { defaultAssistantConfig } from '../settings/default-assistant-config';

const intent: Intent = { verb: 'find', object: 'files', keywords: ['pdf'] };
const pool: ToolManifest[] = [
  {
    name: 'find_files',
    description: 'Find files in a folder by extension.',
    inputSchema: { type: 'object', properties: { folder: { type: 'string' }, extension: { type: 'string' } }, required: ['folder'] },
  },
];

const contextBody = JSON.stringify({
  error: { code: 400, message: 'the request exceeds the available context size, try increasing it', type: 'exceed_context_size_error', n_prompt_tokens: 5210, n_ctx: 4096 },
});

const servers: Server[] = [];

/** A real HTTP server on 127.0.0.1 (port 0) standing in for llama-server; `answer` handles every request. */
async function startServer(answer: (response: import('node:http').ServerResponse) => void): Promise<string> {
  const server = createServer((_request, response) => answer(response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What Metis throws when planning through llama-server at `baseURL`. */
async function planThrough(baseURL: string, options: { timeoutMs?: number } = {}): Promise<unknown> {
  const llm = createLlamaServerProvider({ baseURL, maxRetries: 0, timeoutMs: options.timeoutMs ?? 5000 });
  return propose('find the pdf files in docs', intent, pool, { llm }).then(
    () => expect.unreachable('propose should have failed'),
    (error: unknown) => error,
  );
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** What the user reads for a planning failure, with this assistant's how-to. */
function deadEnd(failure: ReturnType<typeof toPlanFailure>, language: 'en' | 'it' = 'en'): string {
  return renderAporiaMessage(classifyAporia({ query: 'find the pdf files in docs', failure }), { language, query: 'find the pdf files in docs', howTo: createAporiaHowTo(defaultAssistantConfig()) });
}

describe('a planning failure through the real llama-client (toPlanFailure → Aporia)', () => {
  it("should carry llama-server's 400 answer (exceed_context_size_error) unchanged to the dead-end message", async () => {
    const baseURL = await startServer((response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(contextBody);
    });
    const error = await planThrough(baseURL);
    expect(MetisError.isInstance(error) && error.code).toBe('llm_failed');
    const failure = toPlanFailure(error);
    expect(failure).toMatchObject({
      tool: 'metis',
      index: 0,
      code: 'plan_failed',
      details: {
        reason: 'llm_error',
        llm: {
          reason: 'http',
          status: 400,
          origin: baseURL,
          serverType: 'exceed_context_size_error',
          serverMessage: 'the request exceeds the available context size, try increasing it',
          promptTokens: 5210,
          contextSize: 4096,
        },
      },
    });
    expect(deadEnd(failure)).toBe(
      "Can't resolve: the model server answered 400: the prompt exceeds the model's context size (5210 > 4096 tokens). To proceed: give the model a larger context, or shorten the request.",
    );
  });

  it('should keep the first line of a non-JSON 5xx answer', async () => {
    const baseURL = await startServer((response) => {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Loading model');
    });
    const failure = toPlanFailure(await planThrough(baseURL));
    expect(failure).toMatchObject({ code: 'plan_failed', details: { reason: 'llm_error', llm: { reason: 'http', status: 503, serverMessage: 'Loading model' } } });
    expect(deadEnd(failure, 'it')).toBe('Non riesco: il server del modello ha risposto 503: Loading model. Per procedere: controlla il server del modello (e il suo log), poi chiedi di nuovo.');
  });

  it('should turn an LLM timeout into a planning failure with timeoutMs, not into "no LLM"', async () => {
    const baseURL = await startServer(() => {}); // never answers
    const failure = toPlanFailure(await planThrough(baseURL, { timeoutMs: 100 }));
    expect(failure).toMatchObject({ code: 'plan_failed', details: { reason: 'llm_error', llm: { reason: 'timeout', timeoutMs: 100 } } });
    expect(deadEnd(failure)).toBe("Can't resolve: the language model did not answer within 100 ms. To proceed: raise [llm] timeout_ms in runtime.toml (now 120000), use a faster model, or check the server.");
  });

  it('should say the server cannot be reached, naming it, from the refused call or from the failed health probe', async () => {
    const baseURL = await startServer(() => {});
    const server = servers.pop()!;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const refused = toPlanFailure(await planThrough(baseURL));
    expect(refused).toMatchObject({ code: 'llm_unavailable', details: { llm: { reason: 'unreachable', origin: baseURL } } });
    expect(deadEnd(refused)).toBe(
      `Can't resolve: the language model server at ${baseURL} cannot be reached. To proceed: start llama-server at ${baseURL}, or point [llm] base_url in runtime.toml at a running one.`,
    );
    const probe = await createLlamaServerProvider({ baseURL, maxRetries: 0 }).waitForHealthy({ timeoutMs: 300, intervalMs: 50 }).then(
      () => expect.unreachable('the probe should have failed'),
      (error: unknown) => error,
    );
    expect(toPlanFailure(new MetisError({ code: 'no_llm', message: 'no LLM provider' }), { unreachableCause: probe })).toMatchObject({
      code: 'llm_unavailable',
      details: { llm: { reason: 'unreachable', origin: baseURL } },
    });
  });

  it('should name the missing model file when the in-process GGUF does not exist', async () => {
    const llm = createInProcessProvider({ modelPath: '/nonexistent/metnos-model.gguf' });
    const error = await propose('find my pdf files', { verb: 'find', object: 'files', keywords: ['pdf'] }, pool, { llm }).then(
      () => expect.unreachable('propose should have failed'),
      (caught: unknown) => caught,
    );
    const failure = toPlanFailure(error);
    expect(failure).toMatchObject({ code: 'llm_unavailable', details: { llm: { reason: 'model_missing', modelPath: '/nonexistent/metnos-model.gguf' } } });
    expect(deadEnd(failure, 'it')).toBe(
      'Non riesco: il file del modello /nonexistent/metnos-model.gguf non esiste. Per procedere: imposta [llm] model_path in runtime.toml su un file GGUF esistente.',
    );
  }, 60_000);
});

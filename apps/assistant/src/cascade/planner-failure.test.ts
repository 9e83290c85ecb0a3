import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Intent, ToolManifest } from '@metnos/core';
import { createInProcessProvider, createLlamaServerProvider } from '@metnos/llama-client';
import { MetisError, propose } from '@metnos/metis';
import { afterEach, describe, expect, it } from 'vitest';
import { plannerFailure } from './planner-failure';

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

describe('plannerFailure', () => {
  it.each([
    { code: 'truncated_output', message: 'the plan was cut at 1024 tokens', details: {} },
    { code: 'malformed_output', message: 'Unexpected token } in JSON', details: {} },
    { code: 'invalid_plan', message: 'the plan uses the excluded tool find_files', details: { tool: 'find_files' } },
  ] as const)('should mark Metis $code as a planner failure of the model, not an unknown kind', ({ code, message, details }) => {
    const error = new MetisError({ code, message, output: '{"steps":[', details });
    expect(plannerFailure(error, { llmReachable: true })).toEqual({
      tool: 'metis',
      index: 0,
      kind: 'missing_capability',
      code: `planner_${code}`,
      message: `metis ${code}: ${message}`,
      details: { ...details, subject: 'planner', metisCode: code },
    });
  });

  it("should carry llama-server's 400 answer (exceed_context_size_error) as details.cause of planner_llm_failed", async () => {
    const baseURL = await startServer((response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(contextBody);
    });
    const error = await planThrough(baseURL);
    expect(MetisError.isInstance(error) && error.code).toBe('llm_failed');
    expect(plannerFailure(error, { llmReachable: true })).toMatchObject({
      tool: 'metis',
      kind: 'missing_capability',
      code: 'planner_llm_failed',
      details: {
        subject: 'planner',
        metisCode: 'llm_failed',
        cause: {
          code: 'llm_http',
          status: 400,
          type: 'exceed_context_size_error',
          message: 'the request exceeds the available context size, try increasing it',
          promptTokens: 5210,
          contextSize: 4096,
        },
      },
    });
  });

  it('should keep the raw body of a non-JSON 5xx answer and mark the failure unavailable', async () => {
    const baseURL = await startServer((response) => {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Loading model');
    });
    const failure = plannerFailure(await planThrough(baseURL), { llmReachable: true });
    expect(failure).toMatchObject({ kind: 'unavailable', code: 'planner_llm_failed', details: { cause: { code: 'llm_http', status: 503, message: 'Loading model' } } });
  });

  it('should turn an LLM timeout into a planner_llm_failed timeout with timeoutMs, not into "no LLM"', async () => {
    const baseURL = await startServer(() => {}); // never answers
    const failure = plannerFailure(await planThrough(baseURL, { timeoutMs: 100 }), { llmReachable: true });
    expect(failure).toMatchObject({ kind: 'timeout', code: 'planner_llm_failed', details: { subject: 'planner', cause: { code: 'llm_timeout', timeoutMs: 100 } } });
  });

  it('should still say no_llm when the server cannot be reached, or no LLM is there', async () => {
    const baseURL = await startServer(() => {});
    const server = servers.pop()!;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const refused = await planThrough(baseURL);
    const noLlm = { tool: 'metis', index: 0, kind: 'missing_capability', code: 'no_llm', details: { capability: 'llm' } };
    expect(plannerFailure(refused, { llmReachable: true })).toMatchObject(noLlm);
    expect(plannerFailure(refused, { llmReachable: true }).details?.['action']).toBe(`start llama-server at ${baseURL}, or point [llm] base_url at a running one`);
    expect(plannerFailure(new MetisError({ code: 'no_llm', message: 'no LLM provider' }), { llmReachable: false })).toMatchObject(noLlm);
    expect(plannerFailure(new MetisError({ code: 'llm_failed', message: 'x' }), { llmReachable: false })).toMatchObject(noLlm);
    // the failed health probe names the server the planner could not reach
    const probe = await createLlamaServerProvider({ baseURL, maxRetries: 0 }).waitForHealthy({ timeoutMs: 300, intervalMs: 50 }).then(
      () => expect.unreachable('the probe should have failed'),
      (error: unknown) => error,
    );
    expect(plannerFailure(new MetisError({ code: 'no_llm', message: 'no LLM provider' }), { llmReachable: false, unreachableCause: probe }).details).toEqual({
      capability: 'llm',
      action: `start llama-server at ${baseURL}, or point [llm] base_url at a running one`,
    });
  });

  it('should keep empty_pool a missing capability and other codes as they are', () => {
    expect(plannerFailure(new MetisError({ code: 'empty_pool', message: 'no tool is left' }), { llmReachable: true }))
      .toMatchObject({ kind: 'missing_capability', code: 'empty_pool' });
    expect(plannerFailure(new MetisError({ code: 'filler_unresolved', message: 'no answer' }), { llmReachable: true }))
      .toMatchObject({ kind: 'unknown', code: 'filler_unresolved' });
    expect(plannerFailure(new Error('boom'), { llmReachable: true })).toMatchObject({ kind: 'unknown', code: 'planner_failed', message: 'boom' });
  });

  it('should name the missing model file when the in-process GGUF does not exist', async () => {
    const llm = createInProcessProvider({ modelPath: '/nonexistent/metnos-model.gguf' });
    const error = await propose('find my pdf files', { verb: 'find', object: 'files', keywords: ['pdf'] }, pool, { llm }).then(
      () => expect.unreachable('propose should have failed'),
      (caught: unknown) => caught,
    );
    expect(plannerFailure(error, { llmReachable: true })).toMatchObject({
      code: 'no_llm',
      details: { capability: 'llm', action: 'set [llm] model_path to an existing GGUF file (/nonexistent/metnos-model.gguf does not exist)' },
    });
  }, 120_000); // loads node-llama-cpp's native addon: seconds on a loaded 2-core machine
});

import { defaultConfig, type MetnosConfig } from '@metnos/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTinyGguf } from '@metnos/testing';
import { LlamaModel, type LlamaContext } from 'node-llama-cpp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatResponse, completionResponse } from './__fixtures__/llama-server-responses';
import { startRecordingServer, type RecordingServer } from './__fixtures__/start-recording-server';
import { createLlmProviderFromConfig } from './create-llm-provider-from-config';

const servers: RecordingServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(json: unknown): Promise<RecordingServer> {
  const server = await startRecordingServer(() => ({ json }));
  servers.push(server);
  return server;
}

const llmConfig = (overrides: Partial<MetnosConfig['llm']>): MetnosConfig['llm'] => ({ ...defaultConfig().llm, ...overrides });

describe('createLlmProviderFromConfig', () => {
  it('should return undefined for provider "none"', () => {
    expect(createLlmProviderFromConfig(llmConfig({ provider: 'none' }))).toBeUndefined();
  });

  it('should build a llama-server provider with per-tier URLs, the API key, max_tokens and the wise reasoning budget', async () => {
    const fast = await serve(chatResponse);
    const wise = await serve(chatResponse);
    const provider = createLlmProviderFromConfig(
      llmConfig({ provider: 'llama-server', fast_base_url: fast.url, wise_base_url: wise.url, api_key: 'k', max_tokens: 77, reasoning_budget: 512 }),
    );
    const messages = [{ role: 'user' as const, content: 'Ciao' }];

    await provider?.complete({ messages });
    await provider?.complete({ messages, tier: 'wise' });

    expect(provider?.id).toBe(`llama-server@fast=${fast.url},wise=${wise.url}`);
    expect(fast.requests[0]?.body).toEqual({ messages, max_tokens: 77 });
    expect(wise.requests[0]?.body).toEqual({ messages, max_tokens: 77, reasoning_budget: 512, thinking_budget_tokens: 512 });
    expect(wise.requests[0]?.headers.authorization).toBe('Bearer k');
  });

  it('should fall back to base_url for tiers with an empty URL', async () => {
    const server = await serve(completionResponse);
    const provider = createLlmProviderFromConfig(llmConfig({ provider: 'llama-server', base_url: server.url }));

    await provider?.complete({ prompt: 'p', tier: 'wise' });

    expect(provider?.id).toBe(`llama-server@${server.url}`);
    expect(server.requests[0]?.body).toEqual({ prompt: 'p', n_predict: 1024 });
  });

  it('should build an OpenAI-compatible provider with one model per tier', async () => {
    const server = await serve(chatResponse);
    const provider = createLlmProviderFromConfig(
      llmConfig({ provider: 'openai-compatible', base_url: `${server.url}/v1`, fast_model: 'small', wise_model: 'big' }),
    );

    await provider?.complete({ messages: [{ role: 'user', content: 'a' }] });
    await provider?.complete({ messages: [{ role: 'user', content: 'b' }], tier: 'wise' });

    expect(server.requests.map((request) => (request.body as { model: string }).model)).toEqual(['small', 'big']);
  });

  it('should build an in-process provider that reports a missing model_path file', async () => {
    const provider = createLlmProviderFromConfig(llmConfig({ provider: 'in-process', model_path: '/nonexistent/gemma.gguf' }));

    await expect(provider?.complete({ prompt: 'x' })).rejects.toMatchObject({ name: 'LlmModelNotFoundError', modelPath: '/nonexistent/gemma.gguf' });
  });

  it('should throw a ConfigError for provider "in-process" without model_path', () => {
    expect(() => createLlmProviderFromConfig(llmConfig({ provider: 'in-process', model_path: '' }))).toThrow(
      expect.objectContaining({ name: 'ConfigError', key: 'modelPath' }),
    );
  });

  it('should give the in-process model the configured context size and threads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'metnos-config-gguf-'));
    try {
      const { path } = await writeTinyGguf(join(dir, 'tiny.gguf'), { seed: 3 });
      const provider = createLlmProviderFromConfig(llmConfig({ provider: 'in-process', model_path: path, context_size: 256, threads: 1, max_tokens: 8 }));
      const grammar = 'root ::= "yes" | "no"';

      // observe the real engine's calls without replacing them
      const createContext = vi.spyOn(LlamaModel.prototype, 'createContext');
      const answer = await provider?.complete({ prompt: 'Answer: ', grammar });
      expect(['yes', 'no']).toContain(answer?.text);
      const context = (await createContext.mock.results[0]?.value) as LlamaContext | undefined;
      expect(createContext.mock.calls[0]?.[0]).toMatchObject({ contextSize: 256, threads: 1 });
      expect(context?.contextSize).toBe(256);
      await (provider as { dispose?: () => Promise<void> } | undefined)?.dispose?.();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

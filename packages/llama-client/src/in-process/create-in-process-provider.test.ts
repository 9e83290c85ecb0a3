import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JsonSchema } from '@metnos/core';
import { getTestLlama, testLlmProviderContract, writeTinyGguf } from '@metnos/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessProvider, type InProcessProvider } from './create-in-process-provider';
import type { NodeLlamaCppModule } from './load-node-llama-cpp';

describe('createInProcessProvider', () => {
  let directory: string;
  let modelPath: string;
  let provider: InProcessProvider;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'metnos-in-process-'));
    modelPath = (await writeTinyGguf(join(directory, 'tiny.gguf'))).path;
    provider = createInProcessProvider({ modelPath, llama: await getTestLlama(), contextSize: 512 });
  });

  afterAll(async () => {
    await provider?.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  it('should only ever generate one of the alternatives of a GBNF grammar, also for concurrent calls', async () => {
    const grammar = 'root ::= "{\\"intent\\":\\"" ("weather" | "mail.send" | "città ☀") "\\"}"';
    const allowed = ['{"intent":"weather"}', '{"intent":"mail.send"}', '{"intent":"città ☀"}'];

    // concurrent calls: the provider queues them on the model's single context sequence
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_value, seed) => provider.complete({ prompt: `query ${seed}: `, grammar, temperature: 1, seed, maxTokens: 64 })),
    );

    expect(answers.filter((answer) => !allowed.includes(answer.text))).toEqual([]);
    expect(answers.every((answer) => answer.finishReason === 'stop')).toBe(true);
    expect(answers[0]?.usage?.promptTokens).toBe('query 0: '.length);
  });

  it('should generate JSON that parses and matches a JSON schema from chat messages', async () => {
    const jsonSchema: JsonSchema = {
      type: 'object',
      properties: { tool: { enum: ['weather', 'mail'] }, city: { type: 'string' }, days: { type: 'number' } },
      required: ['tool', 'city', 'days'],
    };

    for (let seed = 0; seed < 5; seed += 1) {
      const answer = await provider.complete({
        messages: [
          { role: 'system', content: 'Answer in JSON.' },
          { role: 'user', content: `Weather in Forlì, ${seed} days?` },
        ],
        jsonSchema,
        temperature: 0.8,
        seed,
        maxTokens: 400,
      });
      const value = JSON.parse(answer.text) as { tool: string; city: string; days: number };

      expect(['weather', 'mail']).toContain(value.tool);
      expect(typeof value.city).toBe('string');
      expect(typeof value.days).toBe('number');
      expect(answer.finishReason).toBe('stop');
    }
  });

  it('should report length when maxTokens cuts the output', async () => {
    const answer = await provider.complete({ prompt: 'x', grammar: 'root ::= "abcdefghij"', maxTokens: 3 });

    expect(answer).toMatchObject({ text: 'abc', finishReason: 'length' });
  });

  it('should reject a grammar llama.cpp cannot parse with LlmInvalidRequestError', async () => {
    await expect(provider.complete({ prompt: 'x', grammar: 'root ::= undefined-rule' })).rejects.toMatchObject({
      name: 'LlmInvalidRequestError',
      field: 'grammar',
    });
  });

  it('should reject with the abort reason of an aborted signal', async () => {
    const reason = new Error('stop');

    await expect(provider.complete({ prompt: 'x', abortSignal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });

  it('should load a separate model per tier', async () => {
    const wisePath = (await writeTinyGguf(join(directory, 'wise.gguf'), { seed: 2 })).path;
    const tiered = createInProcessProvider({ modelPath, tiers: { wise: { modelPath: wisePath } }, llama: await getTestLlama(), contextSize: 256 });
    try {
      const grammar = 'root ::= [a-z]{8}';
      const fast = await tiered.complete({ prompt: 'p', grammar, temperature: 0, maxTokens: 8 });
      const wise = await tiered.complete({ prompt: 'p', grammar, temperature: 0, maxTokens: 8, tier: 'wise' });

      expect(tiered.id).toBe(`in-process@fast=${modelPath},wise=${wisePath}`);
      expect(fast.text).toMatch(/^[a-z]{8}$/);
      expect(wise.text).toMatch(/^[a-z]{8}$/);
      expect(wise.text).not.toBe(fast.text);
    } finally {
      await tiered.dispose();
    }
  });

  it('should throw LlmModelNotFoundError for a missing GGUF file', async () => {
    const missing = createInProcessProvider({ modelPath: join(directory, 'missing.gguf'), llama: await getTestLlama() });

    await expect(missing.complete({ prompt: 'x' })).rejects.toMatchObject({
      name: 'LlmModelNotFoundError',
      code: 'llm_model_not_found',
      modelPath: join(directory, 'missing.gguf'),
    });
  });

  it('should throw LlmDependencyMissingError when node-llama-cpp is not installed', async () => {
    const missingPackage = 'node-llama-cpp-not-installed';
    const withoutPackage = createInProcessProvider({
      modelPath,
      importNodeLlamaCpp: () => import(/* @vite-ignore */ missingPackage) as Promise<NodeLlamaCppModule>,
    });

    await expect(withoutPackage.complete({ prompt: 'x' })).rejects.toMatchObject({
      name: 'LlmDependencyMissingError',
      packageName: 'node-llama-cpp',
      message: expect.stringContaining('npm install node-llama-cpp'),
    });
  });
});

const contractProviders: Array<{ provider: InProcessProvider; directory: string }> = [];
/** The real engine on a tiny random GGUF: its words cannot be scripted, so the suite checks all but the words. */
testLlmProviderContract(
  'createInProcessProvider (tiny GGUF, node-llama-cpp)',
  async () => {
    const directory = await mkdtemp(join(tmpdir(), 'metnos-in-process-contract-'));
    const { path } = await writeTinyGguf(join(directory, 'tiny.gguf'));
    const provider = createInProcessProvider({ modelPath: path, llama: await getTestLlama(), contextSize: 512 });
    contractProviders.push({ provider, directory });
    return provider;
  },
  { content: 'free' },
);
afterAll(async () => {
  for (const { provider, directory } of contractProviders.splice(0)) {
    await provider.dispose();
    await rm(directory, { recursive: true, force: true });
  }
});

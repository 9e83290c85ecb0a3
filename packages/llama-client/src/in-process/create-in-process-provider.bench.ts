import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTestLlama, writeTinyGguf } from '@metnos/testing';
import { bench, describe } from 'vitest';
import { createInProcessProvider } from './create-in-process-provider';

// In-process generation with the tiny test GGUF (2 blocks, 64-wide, F32), one CPU thread: 64 tokens per call,
// so tokens/s = 64 / mean time. Measures the node-llama-cpp + grammar path, not a real model's speed.
const { path } = await writeTinyGguf(join(await mkdtemp(join(tmpdir(), 'metnos-bench-')), 'tiny.gguf'));
const provider = createInProcessProvider({ modelPath: path, llama: await getTestLlama(), contextSize: 512 });
const warmUp = await provider.complete({ prompt: 'Spell: ', grammar: 'root ::= [a-z]{64}', maxTokens: 64, temperature: 0 });
console.log(`tiny GGUF warm-up: ${warmUp.usage?.completionTokens} tokens in ${warmUp.durationMs?.toFixed(1)} ms`);

const jsonSchema = { type: 'object' as const, properties: { word: { type: 'string' as const, minLength: 64, maxLength: 64 } }, required: ['word'] };
const sample = await provider.complete({ prompt: 'JSON: ', jsonSchema, maxTokens: 128, temperature: 0 });
console.log(`JSON-schema sample: ${sample.usage?.completionTokens} tokens, finish ${sample.finishReason}`);

describe('in-process provider, tiny GGUF, 64 tokens per call', () => {
  bench('GBNF grammar root ::= [a-z]{64}', async () => {
    await provider.complete({ prompt: 'Spell: ', grammar: 'root ::= [a-z]{64}', maxTokens: 64, temperature: 0 });
  });

  bench('JSON schema {word: string (64 chars)} ~76 tokens', async () => {
    await provider.complete({ prompt: 'JSON: ', jsonSchema, maxTokens: 128, temperature: 0 });
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LlamaCompletion, type LlamaModel } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestLlama } from './get-test-llama';
import { writeTinyGguf } from './write-tiny-gguf';

describe('writeTinyGguf', () => {
  let directory: string;
  let model: LlamaModel;
  let modelPath: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'metnos-tiny-gguf-'));
    modelPath = (await writeTinyGguf(join(directory, 'nested', 'tiny.gguf'))).path;
    model = await (await getTestLlama()).loadModel({ modelPath });
  });

  afterAll(async () => {
    await model?.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  it('should write a GGUF v3 file of a few hundred KB, byte-identical for the same seed', async () => {
    const again = await writeTinyGguf(join(directory, 'again.gguf'));
    const other = await writeTinyGguf(join(directory, 'other.gguf'), { seed: 2 });
    const bytes = await readFile(modelPath);

    expect(bytes.subarray(0, 4).toString('ascii')).toBe('GGUF');
    expect(bytes.readUInt32LE(4)).toBe(3);
    expect(bytes.readBigUInt64LE(8)).toBe(21n);
    expect(again).toEqual({ path: join(directory, 'again.gguf'), vocabularySize: 260, bosTokenId: 1, eosTokenId: 2, sizeBytes: bytes.length });
    expect(bytes.length).toBeGreaterThan(100_000);
    expect(bytes.length).toBeLessThan(1_000_000);
    expect((await readFile(again.path)).equals(bytes)).toBe(true);
    expect((await readFile(other.path)).equals(bytes)).toBe(false);
  });

  it('should load in llama.cpp with a byte-level vocabulary that round-trips any UTF-8 text', () => {
    const text = ' héllo ✓ {"a":[1,2.5e3]}\n\t日本 🙂 ';

    expect(model.fileInfo.metadata.general.architecture).toBe('llama');
    expect(model.tokens.bos).toBe(1);
    expect(model.tokens.eos).toBe(2);
    expect(model.tokenize('a b')).toEqual([0x61 + 4, 3, 0x62 + 4]);
    expect(model.detokenize(model.tokenize(text))).toBe(text);
  });

  it('should reject an aborted signal before writing', async () => {
    await expect(writeTinyGguf(join(directory, 'aborted.gguf'), { abortSignal: AbortSignal.abort() })).rejects.toThrow();
  });

  it('should generate exactly one of the alternatives of a GBNF grammar, multi-byte characters included', async () => {
    const llama = await getTestLlama();
    const grammar = await llama.createGrammar({ grammar: 'root ::= "{\\"mood\\":\\"" ("calm" | "café ✓" | "日本") "\\"}"' });
    const context = await model.createContext({ contextSize: 256 });
    try {
      const completion = new LlamaCompletion({ contextSequence: context.getSequence() });
      const outputs: string[] = [];
      for (let seed = 0; seed < 12; seed += 1) {
        outputs.push(await completion.generateCompletion(`mood ${seed}:`, { grammar, maxTokens: 64, temperature: 1, seed }));
      }

      expect(outputs.filter((output) => !['{"mood":"calm"}', '{"mood":"café ✓"}', '{"mood":"日本"}'].includes(output))).toEqual([]);
    } finally {
      await context.dispose();
    }
  });

  it('should generate JSON valid for a JSON schema with free strings and arrays, ending before maxTokens', async () => {
    const llama = await getTestLlama();
    const grammar = await llama.createGrammarForJsonSchema({
      type: 'object',
      properties: {
        name: { type: 'string' },
        tags: { type: 'array', items: { type: 'string' } },
        score: { type: 'number' },
        kind: { enum: ['café ✓', 'plain'] },
      },
    } as const);
    const context = await model.createContext({ contextSize: 512 });
    try {
      const completion = new LlamaCompletion({ contextSequence: context.getSequence() });
      for (let seed = 0; seed < 10; seed += 1) {
        const text = await completion.generateCompletion(`item ${seed}`, { grammar, maxTokens: 400, temperature: 0.8, seed });
        const value = grammar.parse(text);

        expect(typeof value.name).toBe('string');
        expect(value.tags.every((tag) => typeof tag === 'string')).toBe(true);
        expect(typeof value.score).toBe('number');
        expect(['café ✓', 'plain']).toContain(value.kind);
      }
    } finally {
      await context.dispose();
    }
  });
});

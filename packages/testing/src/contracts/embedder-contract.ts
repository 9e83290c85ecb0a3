import type { Embedder } from '@metnos/core';
import { expect } from 'vitest';
import { describeContract, type ContractScenarios } from './contract-suite';

/** Makes the embedder under test (it may be created asynchronously, as the HTTP and ONNX ones are). */
export type EmbedderContractFactory = () => Embedder | Promise<Embedder>;

const texts = ['che ore sono', 'trova le foto del battesimo', 'sposta la posta spam nel cestino', 'perché la città è chiusa'];
const norm = (vector: Float32Array) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
const expectClose = (actual: Float32Array, expected: Float32Array) => {
  expect(actual.length).toBe(expected.length);
  for (let index = 0; index < actual.length; index += 1) expect(Math.abs(actual[index]! - expected[index]!)).toBeLessThan(1e-5);
};
const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

/** The scenarios of core's `Embedder` (run by {@link testEmbedderContract}). */
export const embedderScenarios: ContractScenarios<Embedder | Promise<Embedder>, object> = {
  'should name its vector space with a non-empty id and a positive integer dimension': async (open) => {
    const embedder = await open();
    expect(typeof embedder.id).toBe('string');
    expect(embedder.id.length).toBeGreaterThan(0);
    expect(Number.isInteger(embedder.dimension) && embedder.dimension > 0).toBe(true);
  },

  'should embed a batch into one unit-length Float32Array of its dimension per text': async (open) => {
    const embedder = await open();
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(texts.length);
    for (const vector of vectors) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector.length).toBe(embedder.dimension);
      expect(Math.abs(norm(vector) - 1)).toBeLessThan(1e-4);
    }
  },

  'should keep the input order: a text gets the same vector alone and anywhere in a batch': async (open) => {
    const embedder = await open();
    const batch = await embedder.embed(texts);
    const reversed = await embedder.embed([...texts].reverse());
    for (const [index, text] of texts.entries()) {
      const [alone] = await embedder.embed([text]);
      expectClose(batch[index]!, alone!);
      expectClose(reversed[texts.length - 1 - index]!, alone!);
    }
  },

  'should tell different texts apart': async (open) => {
    const embedder = await open();
    const [a, b] = await embedder.embed(['che ore sono', 'sposta la posta spam nel cestino']);
    expect(Array.from(a!)).not.toEqual(Array.from(b!));
  },

  'should answer an empty batch with no vectors': async (open) => {
    const embedder = await open();
    expect(await embedder.embed([])).toEqual([]);
  },

  'should reject a call whose abort signal is already aborted': async (open) => {
    const embedder = await open();
    const controller = new AbortController();
    controller.abort(new Error('caller gave up'));
    expect(await rejection(embedder.embed(texts, { abortSignal: controller.signal }))).toBeDefined();
  },
};

/**
 * Contract suite of core's `Embedder`: run it against every implementation (`makeImpl` makes one; the caller
 * releases what it holds, e.g. in `afterAll`).
 */
export function testEmbedderContract(name: string, makeImpl: EmbedderContractFactory): void {
  describeContract(`Embedder contract: ${name}`, embedderScenarios, () => makeImpl());
}

import { LlamaLogLevel } from 'node-llama-cpp';
import { describe, expect, it } from 'vitest';
import { getTestLlama } from './get-test-llama';

describe('getTestLlama', () => {
  it('should return one memoised CPU-only Llama with error-level logging and one thread', async () => {
    const [first, second] = await Promise.all([getTestLlama(), getTestLlama()]);

    expect(second).toBe(first);
    expect(await getTestLlama()).toBe(first);
    expect(first.gpu).toBe(false);
    expect(first.logLevel).toBe(LlamaLogLevel.error);
    expect(first.maxThreads).toBe(1);
  });
});

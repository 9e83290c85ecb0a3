import type { LlmProvider } from '@metnos/core';

/** An LlmProvider that counts its calls (the assistant reports LLM calls per turn). */
export interface CountingLlm extends LlmProvider {
  readonly count: number;
}

/** Wraps `llm` so every `complete` call increments `count`, whatever its outcome. */
export function createCountingLlm(llm: LlmProvider): CountingLlm {
  let count = 0;
  return {
    id: llm.id,
    get count() {
      return count;
    },
    complete(request) {
      count += 1;
      return llm.complete(request);
    },
  };
}

import type { LlmProvider } from '@metnos/core';

/** An LlmProvider that counts its calls (the assistant reports LLM calls per turn). */
export interface CountingLlm extends LlmProvider {
  /** Calls counted in `tally` (shared by every wrapper given the same tally). */
  readonly count: number;
}

/**
 * Wraps `llm` so every `complete` call increments `tally.count`, whatever its outcome. The assistant makes one
 * tally per turn and wraps each provider the turn uses with it, so concurrent turns never see each other's calls.
 */
export function createCountingLlm(llm: LlmProvider, tally: { count: number } = { count: 0 }): CountingLlm {
  return {
    id: llm.id,
    get count() {
      return tally.count;
    },
    complete(request) {
      tally.count += 1;
      return llm.complete(request);
    },
  };
}

import type { LlmProvider } from '@metnos/core';

/** Options of `extractIntent` and `extractIntentWithSource`. */
export interface ExtractIntentOptions {
  /** Fast-tier provider; without one the deterministic rules answer. */
  llm?: LlmProvider;
  /** Token cap of the fast-tier answer (default 96). */
  maxTokens?: number;
  abortSignal?: AbortSignal;
}

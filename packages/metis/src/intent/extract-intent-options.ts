import type { Intent, LlmProvider } from '@metnos/core';

/** Options of `extractIntent` and `extractIntentWithSource`. */
export interface ExtractIntentOptions {
  /** Fast-tier provider; without one the deterministic rules answer. */
  llm?: LlmProvider;
  /** Token cap of the fast-tier answer (default 96). */
  maxTokens?: number;
  /**
   * The deterministic reading used without an LLM (default `extractIntentByRules`); its answer is normalised like the
   * LLM's. A caller reading with another vocabulary (a lexicon version it must stay compatible with) passes its own.
   */
  readByRules?: (query: string) => Intent;
  abortSignal?: AbortSignal;
}

import type { LlmProvider, LlmRequest, LlmResponse } from '@metnos/core';

/** One request that went through {@link recordLlmCalls}, with what the engine answered or threw. */
export interface RecordedLlmCall {
  request: LlmRequest;
  response?: LlmResponse;
  error?: unknown;
  ms: number;
}

/**
 * A pass-through spy over a real provider (test helper): every request goes to `provider` unchanged and its
 * response (or error) is returned unchanged; `calls` keeps both, so a test can see the grammar the planner sent
 * and the text the engine produced. It changes no content.
 */
export function recordLlmCalls(provider: LlmProvider): { llm: LlmProvider; calls: RecordedLlmCall[] } {
  const calls: RecordedLlmCall[] = [];
  const llm: LlmProvider = {
    id: provider.id,
    async complete(request) {
      const started = performance.now();
      try {
        const response = await provider.complete(request);
        calls.push({ request, response, ms: performance.now() - started });
        return response;
      } catch (error) {
        calls.push({ request, error, ms: performance.now() - started });
        throw error;
      }
    },
  };
  return { llm, calls };
}

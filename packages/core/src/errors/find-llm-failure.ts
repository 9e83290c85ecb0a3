import type { LlmFailure } from '../contracts/llm-failure';

/**
 * The `LlmFailure` a language-model provider put on an error (its `llmFailure` field), looked up along the
 * `cause` chain (at most 8 links, so a cyclic chain cannot loop): the deepest one, which is the most specific (a
 * health probe that timed out because the server refused every connection says `unreachable`); undefined when none.
 */
export function findLlmFailure(error: unknown): LlmFailure | undefined {
  const seen: unknown[] = [];
  let found: LlmFailure | undefined;
  let current: unknown = error;
  while (current !== null && typeof current === 'object' && seen.length < 8 && !seen.includes(current)) {
    seen.push(current);
    const failure = (current as { llmFailure?: unknown }).llmFailure;
    if (failure !== null && typeof failure === 'object' && typeof (failure as { reason?: unknown }).reason === 'string') found = failure as LlmFailure;
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

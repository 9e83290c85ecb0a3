import type { LlmResponse } from '@metnos/core';

/** Reads an OpenAI `usage` object (`prompt_tokens`, `completion_tokens`). */
export function convertOpenAiUsage(usage: unknown): LlmResponse['usage'] {
  if (typeof usage !== 'object' || usage === null) return undefined;
  const { prompt_tokens: promptTokens, completion_tokens: completionTokens } = usage as Record<string, unknown>;
  return typeof promptTokens === 'number' && typeof completionTokens === 'number' ? { promptTokens, completionTokens } : undefined;
}

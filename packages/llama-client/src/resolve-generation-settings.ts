import type { LlmRequest } from '@metnos/core';
import type { TierEndpoint } from './resolve-tier-endpoints';

/** Default `maxTokens` when neither the request nor the tier sets one (the `[llm] max_tokens` default). */
const defaultMaxTokens = 1024;

/** The token limits of one call: the request's, else its tier's, else the provider's default. */
export function resolveGenerationSettings(
  request: LlmRequest,
  endpoint: Pick<TierEndpoint, 'maxTokens' | 'reasoningBudget'>,
  { maxTokens = defaultMaxTokens }: { maxTokens?: number } = {},
): { maxTokens: number; reasoningBudget: number | undefined } {
  return {
    maxTokens: request.maxTokens ?? endpoint.maxTokens ?? maxTokens,
    reasoningBudget: request.reasoningBudget ?? endpoint.reasoningBudget,
  };
}

import type { LlmRequest } from '@metnos/core';
import { LlmInvalidRequestError } from './errors/llm-invalid-request-error';

/**
 * Checks the shape rules of `LlmRequest` that every provider relies on: exactly one of `prompt` and `messages`
 * (messages non-empty), at most one of `grammar` and `jsonSchema`, positive `maxTokens`.
 */
export function validateLlmRequest(request: LlmRequest): void {
  const hasPrompt = request.prompt !== undefined;
  const hasMessages = request.messages !== undefined;
  if (hasPrompt === hasMessages) {
    throw new LlmInvalidRequestError({ field: 'prompt', message: 'set exactly one of prompt and messages' });
  }
  if (hasMessages && request.messages?.length === 0) {
    throw new LlmInvalidRequestError({ field: 'messages', message: 'must not be empty' });
  }
  if (request.grammar !== undefined && request.jsonSchema !== undefined) {
    throw new LlmInvalidRequestError({ field: 'grammar', message: 'set at most one of grammar and jsonSchema' });
  }
  if (request.maxTokens !== undefined && (!Number.isInteger(request.maxTokens) || request.maxTokens < 1)) {
    throw new LlmInvalidRequestError({ field: 'maxTokens', message: `must be a positive integer, got ${request.maxTokens}` });
  }
}

import type { LlmFinishReason } from '@metnos/core';

/**
 * Maps an OpenAI-style `finish_reason`: `stop` (EOS or a stop string), `length` (max tokens), `content_filter`
 * (refused). `tool_calls` and anything else are `unknown`: these providers never send tools.
 */
export function mapOpenAiFinishReason(finishReason: unknown): LlmFinishReason {
  switch (finishReason) {
    case 'stop':
      return 'stop';
    case 'length':
      return 'length';
    case 'content_filter':
      return 'error';
    default:
      return 'unknown';
  }
}

import type { LlmFinishReason } from '@metnos/core';

/**
 * Maps node-llama-cpp's `metadata.stopReason`: end-of-generation token, a stop trigger or a custom stop string
 * are `stop`; `maxTokens` is `length`; `abort` is `abort`.
 */
export function mapNodeLlamaCppStopReason(stopReason: string): LlmFinishReason {
  switch (stopReason) {
    case 'eogToken':
    case 'stopGenerationTrigger':
    case 'customStopTrigger':
      return 'stop';
    case 'maxTokens':
      return 'length';
    case 'abort':
      return 'abort';
    default:
      return 'unknown';
  }
}

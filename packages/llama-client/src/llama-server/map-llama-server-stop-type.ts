import type { LlmFinishReason } from '@metnos/core';

/**
 * Maps why llama-server's `/completion` stopped: `stop_type` (`eos`, `word`, `limit`, `none`) in current builds,
 * the `stopped_eos` / `stopped_word` / `stopped_limit` booleans in older ones.
 */
export function mapLlamaServerStopType(response: {
  stop_type?: unknown;
  stopped_eos?: unknown;
  stopped_word?: unknown;
  stopped_limit?: unknown;
}): LlmFinishReason {
  switch (response.stop_type) {
    case 'eos':
    case 'word':
      return 'stop';
    case 'limit':
      return 'length';
    case 'none':
      return 'unknown';
  }
  if (response.stopped_limit === true) return 'length';
  if (response.stopped_eos === true || response.stopped_word === true) return 'stop';
  return 'unknown';
}

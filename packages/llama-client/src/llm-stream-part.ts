import type { LlmFinishReason, LlmResponse } from '@metnos/core';

/** A piece of a streamed completion: text as it is generated, then one `end` part with the outcome. */
export type LlmStreamPart =
  | { type: 'text-delta'; text: string }
  | { type: 'end'; finishReason: LlmFinishReason; usage?: LlmResponse['usage']; model?: string };

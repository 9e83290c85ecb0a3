import type { LlmFinishReason, LlmResponse } from '@metnos/core';
import type { LlmStreamPart } from '../llm-stream-part';
import { convertOpenAiUsage } from './convert-openai-usage';
import { mapOpenAiFinishReason } from './map-openai-finish-reason';

/**
 * Turns OpenAI-style stream chunks (`choices[0].delta.content` for chat, `choices[0].text` for completions,
 * `finish_reason` on the last choice, `usage` on a final chunk) into `LlmStreamPart`s. Pure and stateful:
 * `push` each chunk, then `end()` once for the closing part.
 */
export class OpenAiStreamConverter {
  private finishReason: LlmFinishReason = 'unknown';
  private usage: LlmResponse['usage'];
  private model: string | undefined;

  push(chunk: Record<string, unknown>): LlmStreamPart[] {
    if (typeof chunk.model === 'string') this.model = chunk.model;
    this.usage = convertOpenAiUsage(chunk.usage) ?? this.usage;
    const choice = Array.isArray(chunk.choices) ? (chunk.choices[0] as Record<string, unknown> | undefined) : undefined;
    if (choice === undefined) return [];
    if (choice.finish_reason != null) this.finishReason = mapOpenAiFinishReason(choice.finish_reason);
    const delta = choice.delta as Record<string, unknown> | undefined;
    const text = delta !== undefined ? delta.content : choice.text;
    return typeof text === 'string' && text !== '' ? [{ type: 'text-delta', text }] : [];
  }

  end(): LlmStreamPart {
    const part: LlmStreamPart = { type: 'end', finishReason: this.finishReason };
    if (this.usage !== undefined) part.usage = this.usage;
    if (this.model !== undefined) part.model = this.model;
    return part;
  }
}

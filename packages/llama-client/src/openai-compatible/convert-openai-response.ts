import type { LlmResponse } from '@metnos/core';
import { LlmResponseError } from '../errors/llm-response-error';
import type { JsonResponse } from '@metnos/http-client';
import { readLlamaServerDurationMs } from '../llama-server/convert-llama-server-completion-response';
import { convertOpenAiUsage } from './convert-openai-usage';
import { mapOpenAiFinishReason } from './map-openai-finish-reason';

/**
 * Converts an OpenAI-style answer of `/v1/chat/completions` (`choices[0].message.content`) or `/v1/completions`
 * (`choices[0].text`). llama-server's extra `timings` become `durationMs`.
 */
export function convertOpenAiResponse({ value, request, text }: JsonResponse, { kind }: { kind: 'chat' | 'completions' }): LlmResponse {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const choice = Array.isArray(record.choices) ? (record.choices[0] as Record<string, unknown> | undefined) : undefined;
  const content =
    kind === 'chat'
      ? (choice?.message as Record<string, unknown> | undefined)?.content
      : choice?.text;
  if (typeof content !== 'string') {
    const where = kind === 'chat' ? 'choices[0].message.content' : 'choices[0].text';
    throw new LlmResponseError({ request, responseBody: text, message: `the answer has no string ${where}` });
  }
  const response: LlmResponse = { text: content, finishReason: mapOpenAiFinishReason(choice?.finish_reason) };
  const usage = convertOpenAiUsage(record.usage);
  if (usage !== undefined) response.usage = usage;
  if (typeof record.model === 'string') response.model = record.model;
  const durationMs = readLlamaServerDurationMs(record.timings);
  if (durationMs !== undefined) response.durationMs = durationMs;
  return response;
}

import type { LlmResponse } from '@metnos/core';
import type { JsonResponse } from '@metnos/http-client';
import { LlmResponseError } from '../errors/llm-response-error';
import { mapLlamaServerStopType } from './map-llama-server-stop-type';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads llama-server's `timings` (`prompt_ms` + `predicted_ms`) as the backend's wall time. */
export function readLlamaServerDurationMs(timings: unknown): number | undefined {
  if (!isRecord(timings)) return undefined;
  const { prompt_ms: promptMs, predicted_ms: predictedMs } = timings;
  return typeof promptMs === 'number' && typeof predictedMs === 'number' ? promptMs + predictedMs : undefined;
}

/** Converts a `/completion` answer (`content`, `stop_type`, `tokens_evaluated`, `tokens_predicted`, `timings`). */
export function convertLlamaServerCompletionResponse({ value, request, text }: JsonResponse): LlmResponse {
  if (!isRecord(value) || typeof value.content !== 'string') {
    throw new LlmResponseError({ request, responseBody: text, message: 'the /completion answer has no string "content"' });
  }
  const response: LlmResponse = { text: value.content, finishReason: mapLlamaServerStopType(value) };
  if (typeof value.tokens_evaluated === 'number' && typeof value.tokens_predicted === 'number') {
    response.usage = { promptTokens: value.tokens_evaluated, completionTokens: value.tokens_predicted };
  }
  if (typeof value.model === 'string') response.model = value.model;
  const durationMs = readLlamaServerDurationMs(value.timings);
  if (durationMs !== undefined) response.durationMs = durationMs;
  return response;
}

import { type LlmFailure } from '@metnos/core';
import { parseJson } from '@metnos/core/internal';

/** The origin of a request URL (`http://127.0.0.1:8080`), or undefined when it is not a URL. */
export function requestOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * What an error body of llama-server (or an OpenAI-compatible server) says, as `LlmFailure` fields:
 * `{"error":{"code":400,"message":"...","type":"exceed_context_size_error","n_prompt_tokens":..,"n_ctx":..}}`
 * gives `serverType`, `serverMessage` (first line, at most 300 characters) and the token counts; a body that is
 * not such JSON gives its first line as `serverMessage`.
 */
export function readServerError(body: string): Pick<LlmFailure, 'serverType' | 'serverMessage' | 'promptTokens' | 'contextSize'> {
  const parsed = parseJson(body);
  const inner = parsed.success && parsed.value !== null && typeof parsed.value === 'object' ? (parsed.value as { error?: unknown }).error : undefined;
  if (inner === null || typeof inner !== 'object') {
    const line = firstLine(body);
    return line === undefined ? {} : { serverMessage: line };
  }
  const fields = inner as Record<string, unknown>;
  const message = typeof fields['message'] === 'string' ? firstLine(fields['message']) : undefined;
  return {
    ...(typeof fields['type'] === 'string' ? { serverType: fields['type'] } : {}),
    ...(message === undefined ? {} : { serverMessage: message }),
    ...(typeof fields['n_prompt_tokens'] === 'number' ? { promptTokens: fields['n_prompt_tokens'] } : {}),
    ...(typeof fields['n_ctx'] === 'number' ? { contextSize: fields['n_ctx'] } : {}),
  };
}

function firstLine(text: string): string | undefined {
  const line = text.trim().split('\n')[0]?.trim();
  return line === undefined || line === '' ? undefined : line.slice(0, 300);
}

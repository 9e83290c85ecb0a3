import { requestJson, type HttpClientOptions, type JsonResponse } from '@metnos/http-client';
import { toLlmError } from '../errors/to-llm-error';

/** @metnos/http-client's `requestJson`, its transport errors branded as this package's `Llm*Error` subclasses. */
export async function requestLlmJson(
  request: { method: 'GET' | 'POST'; url: string; body?: unknown; abortSignal?: AbortSignal },
  options: HttpClientOptions,
): Promise<JsonResponse> {
  try {
    return await requestJson(request, options);
  } catch (error) {
    throw toLlmError(error);
  }
}

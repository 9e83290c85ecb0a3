import { MetnosError } from '@metnos/core';
import type { HttpRequestInfo } from './errors/http-request-info';
import { HttpStatusError } from './errors/http-status-error';
import { HttpTimeoutError } from './errors/http-timeout-error';
import { HttpUnreachableError } from './errors/http-unreachable-error';
import { parseRetryAfter } from './parse-retry-after';

/** A `fetch`-compatible function (inject one to add logging, proxies or test doubles). */
export type FetchFunction = typeof globalThis.fetch;

/** Options of `sendHttpRequest`. */
export interface SendHttpRequestOptions<T> {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  fetch?: FetchFunction;
  /** Time allowed until `readBody` has finished. */
  timeoutMs: number;
  abortSignal?: AbortSignal;
  /** Reads the 2xx response inside the timeout window (e.g. `response.text()`). */
  readBody: (response: Response, request: HttpRequestInfo) => Promise<T>;
}

function findSystemErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Sends one HTTP request and reads its body, mapping every failure to a typed error: a non-2xx status to
 * `HttpStatusError`, no answer within `timeoutMs` to `HttpTimeoutError`, a connection failure to `HttpUnreachableError`.
 * When the caller's `abortSignal` fires, the signal's reason is thrown unchanged.
 */
export async function sendHttpRequest<T>({
  method,
  url,
  body,
  headers = {},
  fetch = globalThis.fetch,
  timeoutMs,
  abortSignal,
  readBody,
}: SendHttpRequestOptions<T>): Promise<T> {
  abortSignal?.throwIfAborted();
  const request: HttpRequestInfo = body === undefined ? { method, url } : { method, url, body };
  const timeoutController = new AbortController();
  const timer = setTimeout(() => timeoutController.abort(), timeoutMs);
  const signal = abortSignal === undefined ? timeoutController.signal : AbortSignal.any([abortSignal, timeoutController.signal]);
  const rethrowIfAbortedOrTimedOut = (error: unknown): void => {
    if (abortSignal?.aborted) throw abortSignal.reason;
    if (timeoutController.signal.aborted) throw new HttpTimeoutError({ timeoutMs, request, cause: error });
  };
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      rethrowIfAbortedOrTimedOut(error);
      throw new HttpUnreachableError({ request, errorCode: findSystemErrorCode(error), cause: error });
    }
    try {
      if (!response.ok) {
        const text = await response.text();
        throw new HttpStatusError({
          status: response.status,
          responseBody: text,
          request,
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
        });
      }
      return await readBody(response, request);
    } catch (error) {
      if (MetnosError.isInstance(error)) throw error;
      rethrowIfAbortedOrTimedOut(error);
      // the connection broke while the body was being read
      throw new HttpUnreachableError({ request, errorCode: findSystemErrorCode(error), cause: error });
    }
  } finally {
    clearTimeout(timer);
  }
}

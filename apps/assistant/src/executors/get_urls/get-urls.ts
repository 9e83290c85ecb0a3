import { ExecutorError } from '@metnos/core';
import { htmlToText } from '../../catalog/html-to-text';
import type { ExecutorEnvironment, ExecutorFactory } from '../../catalog/executor-environment';

const tool = 'get_urls';

/**
 * get_urls: real HTTP GETs with a per-request timeout (`httpTimeoutMs`) and a body cap (`httpMaxBytes`, the
 * rest is not downloaded). Network failures are `unavailable` (retryable), timeouts `timeout`, 4xx/5xx statuses
 * `not_found`/`unavailable`.
 */
export const createGetUrls: ExecutorFactory = (environment) => async (args, context) => {
  const urls = collectUrls(args);
  const entries = [];
  for (const url of urls) entries.push(await fetchOne(url, environment, context.signal));
  return { entries, ok_count: entries.length };
};

function collectUrls(args: Record<string, unknown>): string[] {
  const urls: string[] = [];
  const add = (value: unknown) => {
    const candidate = typeof value === 'string' ? value : value !== null && typeof value === 'object' ? (value as { url?: unknown }).url : undefined;
    if (typeof candidate === 'string' && candidate !== '') urls.push(candidate);
  };
  if (Array.isArray(args.urls)) args.urls.forEach(add);
  else add(args.urls);
  if (Array.isArray(args.entries)) args.entries.forEach(add);
  if (urls.length === 0) throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'missing_urls', message: 'no url given', details: { arguments: ['urls'] } });
  for (const url of urls) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_url', message: `"${url}" is not an http(s) address`, details: { arguments: ['urls'] } });
    }
  }
  return [...new Set(urls)];
}

async function fetchOne(url: string, environment: ExecutorEnvironment, signal: AbortSignal) {
  const timeout = AbortSignal.timeout(environment.httpTimeoutMs);
  let response: Response;
  try {
    response = await environment.fetch(url, { signal: AbortSignal.any([signal, timeout]), redirect: 'follow', headers: { 'user-agent': 'metnos-assistant' } });
  } catch (error) {
    signal.throwIfAborted();
    if (timeout.aborted) throw new ExecutorError({ tool, failureKind: 'timeout', code: 'timeout', message: `${url} did not answer within ${environment.httpTimeoutMs} ms`, details: { url }, isRetryable: true, cause: error });
    throw new ExecutorError({ tool, failureKind: 'unavailable', code: 'network_error', message: `cannot reach ${url}: ${(error as Error).message}`, details: { url }, isRetryable: true, cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ExecutorError({
      tool,
      failureKind: response.status >= 500 ? 'unavailable' : 'not_found',
      code: `http_${response.status}`,
      message: `${url} answered HTTP ${response.status}`,
      details: { url, data: { status: response.status } },
      isRetryable: response.status >= 500 || response.status === 429,
    });
  }
  const { bytes, truncated } = await readCapped(response, environment.httpMaxBytes);
  const contentType = response.headers.get('content-type') ?? '';
  const body = new TextDecoder().decode(bytes);
  const { title, text } = /html/i.test(contentType) || /^\s*<(!doctype|html)/i.test(body) ? htmlToText(body) : { title: '', text: body };
  return { url, final_url: response.url || url, status: response.status, content_type: contentType, title, text, bytes: bytes.length, truncated };
}

async function readCapped(response: Response, maxBytes: number): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  if (response.body === null) return { bytes: new Uint8Array(), truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - total;
    if (value.length >= room) {
      chunks.push(value.subarray(0, room));
      total += room;
      truncated = value.length > room;
      if (!truncated) {
        const next = await reader.read();
        truncated = !next.done;
      }
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
    total += value.length;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { bytes, truncated };
}

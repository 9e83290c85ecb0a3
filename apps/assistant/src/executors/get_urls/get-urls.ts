import { isIP } from 'node:net';
import { ExecutorError } from '@metnos/core';
import { readHtmlPage } from '../../executor-support/read-html-page';
import type { ExecutorEnvironment, ExecutorFactory } from '../../executor-support/executor-environment';
import { createAddressPolicy, normalizeHost, type AddressPolicy } from './create-address-policy';
import type { PinnedAgent } from './create-pinned-agent';
import { getUrlsOf } from './get-urls-of';

const tool = 'get_urls';
const maxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const permissionAction = {
  en: 'if you trust it, allow the address with [executors] network_allowlist (or allow_private_network) in runtime.toml',
  it: "se ti fidi, consenti l'indirizzo con [executors] network_allowlist (o allow_private_network) in runtime.toml",
};

/**
 * get_urls: real HTTP GETs with a per-request timeout (`httpTimeoutMs`, the whole redirect chain) and a body cap
 * (`httpMaxBytes`, the rest is not downloaded). Before every connection, the first and each redirect (at most 5,
 * followed by hand), the host is resolved (`resolveHost`) and every address judged by `createAddressPolicy`: a
 * loopback, private, link-local or other non-public address is refused as `blocked` (code `address_not_allowed`,
 * `need: 'permission'`) unless `[executors] allow_private_network` or `network_allowlist` allows it; the
 * connection then goes to the checked addresses only (`createPinnedAgent`), so DNS rebinding cannot slip through.
 * Network failures are `unavailable` (retryable), timeouts `timeout`, 4xx/5xx statuses `not_found`/`unavailable`.
 * Error messages name URLs and addresses, never what a page says.
 */
export const createGetUrls: ExecutorFactory = (environment) => {
  const policy = createAddressPolicy({ allowPrivate: environment.allowPrivateNetwork, allowlist: environment.networkAllowlist });
  return async (args, context) => {
    const found = getUrlsOf(args);
    if (!found.ok) throw found.error;
    const { urls } = found;
    // undici loads on the first fetch, not with the catalog (every turn).
    const pinned = (await import('./create-pinned-agent')).createPinnedAgent();
    try {
      const entries = [];
      for (const url of urls) entries.push(await fetchOne(url, { environment, policy, pinned, signal: context.signal }));
      return { entries, ok_count: entries.length };
    } finally {
      await pinned.agent.destroy().catch(() => undefined);
    }
  };
};

interface FetchScope {
  environment: ExecutorEnvironment;
  policy: AddressPolicy;
  pinned: PinnedAgent;
  signal: AbortSignal;
}

async function fetchOne(url: string, { environment, policy, pinned, signal }: FetchScope) {
  const timeout = AbortSignal.timeout(environment.httpTimeoutMs);
  const both = AbortSignal.any([signal, timeout]);
  let current = url;
  let response: Response;
  for (let redirects = 0; ; redirects += 1) {
    try {
      const target = new URL(current);
      pinned.pin(target.hostname, await checkedAddresses(target, { environment, policy, url, signal: both }));
      response = await environment.fetch(current, {
        signal: both,
        redirect: 'manual',
        headers: { 'user-agent': 'metnos-assistant' },
        dispatcher: pinned.agent,
      } as unknown as RequestInit);
    } catch (error) {
      if (ExecutorError.isInstance(error)) throw error;
      signal.throwIfAborted();
      if (timeout.aborted) throw new ExecutorError({ tool, failureKind: 'timeout', code: 'timeout', message: `${current} did not answer within ${environment.httpTimeoutMs} ms`, details: { url: current }, isRetryable: true, cause: error });
      const causeCode = errorCode(error);
      throw new ExecutorError({
        tool,
        failureKind: 'unavailable',
        code: 'network_error',
        message: `cannot reach ${current}${causeCode === undefined ? '' : ` (${causeCode})`}`,
        details: { url: current, ...(causeCode === undefined ? {} : { causeCode }) },
        isRetryable: true,
        cause: error,
      });
    }
    const location = response.headers.get('location');
    if (!redirectStatuses.has(response.status) || location === null) break;
    await response.body?.cancel();
    const next = resolveRedirect(location, current);
    if (next === undefined) {
      throw new ExecutorError({ tool, failureKind: 'unavailable', code: 'invalid_redirect', message: `${current} redirects to an address that is not http(s)`, details: { url: current, data: { status: response.status } } });
    }
    if (redirects >= maxRedirects) {
      throw new ExecutorError({ tool, failureKind: 'unavailable', code: 'too_many_redirects', message: `${url} redirects more than ${maxRedirects} times`, details: { url, data: { maxRedirects } } });
    }
    current = next;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ExecutorError({
      tool,
      failureKind: response.status >= 500 ? 'unavailable' : 'not_found',
      code: `http_${response.status}`,
      message: `${current} answered HTTP ${response.status}`,
      details: { url: current, data: { status: response.status } },
      isRetryable: response.status >= 500 || response.status === 429,
    });
  }
  const { bytes, truncated } = await readCapped(response, environment.httpMaxBytes);
  const contentType = response.headers.get('content-type') ?? '';
  const body = new TextDecoder().decode(bytes);
  const { title, text } = /html/i.test(contentType) || /^\s*<(!doctype|html)/i.test(body) ? await readHtmlPage(body) : { title: '', text: body };
  return { url, final_url: current, status: response.status, content_type: contentType, title, text, bytes: bytes.length, truncated };
}

/** The redirect target as an absolute http(s) URL, or undefined. */
function resolveRedirect(location: string, from: string): string | undefined {
  try {
    const next = new URL(location, from);
    return next.protocol === 'http:' || next.protocol === 'https:' ? next.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The addresses get_urls may connect to for `target`: its IP literal, or every address its host name resolves to,
 * each judged by the policy (a host name of the allowlist passes whatever it resolves to). One refused address
 * refuses the host, so a name cannot mix a public and a private answer.
 */
async function checkedAddresses(target: URL, { environment, policy, url, signal }: { environment: ExecutorEnvironment; policy: AddressPolicy; url: string; signal: AbortSignal }) {
  const host = normalizeHost(target.hostname);
  const family = isIP(host);
  const addresses = family === 0 ? await environment.resolveHost(host, { signal }) : [{ address: host, family: family === 6 ? (6 as const) : (4 as const) }];
  if (addresses.length === 0) {
    throw new ExecutorError({ tool, failureKind: 'unavailable', code: 'network_error', message: `${host} has no address`, details: { url: target.href, causeCode: 'ENOTFOUND' }, isRetryable: true });
  }
  if (policy.isHostAllowed(host)) return addresses;
  for (const { address } of addresses) {
    const verdict = policy.judgeAddress(address);
    if (!verdict.allowed) {
      throw new ExecutorError({
        tool,
        failureKind: 'blocked',
        code: 'address_not_allowed',
        message: `get_urls refuses ${target.href}: ${host} is ${address === host ? '' : `${address}, `}a ${verdict.range} address, not a public one`,
        details: { url: target.href, need: 'permission', action: permissionAction, data: { host, address, range: verdict.range, requested: url } },
      });
    }
  }
  return addresses;
}

function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current !== null && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  }
  return undefined;
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

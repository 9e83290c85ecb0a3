import { ExecutorError } from '@metnos/core';

const tool = 'get_urls';

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The addresses a get_urls call fetches, once each: `urls` (strings) and the `url` of each of `entries`; or the
 * `ExecutorError` that refuses the call (`missing_urls`, `invalid_url`: the message names the position, never the
 * text, which may be content a step read). Pure: Nous runs it (as `checkArgs`) before asking consent, so a call that
 * cannot run is never put to the user.
 */
export function getUrlsOf(args: Record<string, unknown>): { ok: true; urls: string[] } | { ok: false; error: ExecutorError } {
  const urls: string[] = [];
  const add = (value: unknown) => {
    const candidate = typeof value === 'string' ? value : value !== null && typeof value === 'object' ? (value as { url?: unknown }).url : undefined;
    if (typeof candidate === 'string' && candidate !== '') urls.push(candidate);
  };
  if (Array.isArray(args.urls)) args.urls.forEach(add);
  else add(args.urls);
  if (Array.isArray(args.entries)) args.entries.forEach(add);
  if (urls.length === 0) return { ok: false, error: new ExecutorError({ tool, failureKind: 'invalid_args', code: 'missing_urls', message: 'no url given', details: { arguments: ['urls'] } }) };
  for (const [position, url] of urls.entries()) {
    if (!isHttpUrl(url)) {
      return {
        ok: false,
        error: new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_url', message: `address ${position + 1} of ${urls.length} is not an http(s) address`, details: { arguments: ['urls'] } }),
      };
    }
  }
  return { ok: true, urls: [...new Set(urls)] };
}

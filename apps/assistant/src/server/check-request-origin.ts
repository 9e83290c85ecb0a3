import type { IncomingHttpHeaders } from 'node:http';

/** Whether a request may proceed, and why not. */
export type OriginVerdict = { allowed: true } | { allowed: false; reason: string };

const safeMethods = new Set(['GET', 'HEAD']);
const trustedFetchSites = new Set(['same-origin', 'none']);

/**
 * The cross-site request defence (Fetch Metadata resource isolation + Origin check + JSON-only bodies):
 *
 * - state-changing requests (every method but GET/HEAD) must carry `Content-Type: application/json` (no
 *   `text/plain`, form or multipart body, which a page on another origin can send without a preflight), an
 *   `Origin` (when present) equal to `http://<Host>` or `https://<Host>` (`null` is refused), and a
 *   `Sec-Fetch-Site` (when present) of `same-origin` or `none`;
 * - reads must have `Sec-Fetch-Site` absent, `same-origin` or `none`, except a top-level navigation to a page
 *   (`isPage`: `Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`), which a link elsewhere may start.
 *
 * `host` is the request's `Host` header, already checked against the allowlist.
 */
export function checkRequestOrigin(method: string, headers: IncomingHttpHeaders, { host, isPage }: { host: string; isPage: boolean }): OriginVerdict {
  const fetchSite = header(headers, 'sec-fetch-site');
  if (safeMethods.has(method)) {
    if (fetchSite === undefined || trustedFetchSites.has(fetchSite)) return { allowed: true };
    if (isPage && header(headers, 'sec-fetch-mode') === 'navigate' && (header(headers, 'sec-fetch-dest') ?? 'document') === 'document') return { allowed: true };
    return { allowed: false, reason: `a ${fetchSite} ${header(headers, 'sec-fetch-mode') ?? ''} read is refused: only this server's own pages may read it`.replace(/\s+/g, ' ') };
  }
  const mediaType = (header(headers, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return { allowed: false, reason: `${method} needs Content-Type: application/json, got ${mediaType === '' ? 'none' : mediaType}` };
  const origin = header(headers, 'origin');
  const lowerHost = host.toLowerCase();
  if (origin !== undefined && origin.toLowerCase() !== `http://${lowerHost}` && origin.toLowerCase() !== `https://${lowerHost}`) {
    return { allowed: false, reason: `Origin ${origin} is not this server (http://${host})` };
  }
  if (fetchSite !== undefined && !trustedFetchSites.has(fetchSite)) return { allowed: false, reason: `a ${fetchSite} ${method} is refused: only this server's own pages may send it` };
  return { allowed: true };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

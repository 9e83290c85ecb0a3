/**
 * Headers on every response of `metnos serve`, besides its Content-Security-Policy: no framing (old browsers'
 * `X-Frame-Options`), no Referer (login tokens never leak through it), no sniffing, responses readable only by
 * this origin (`Cross-Origin-Resource-Policy`), a window group of its own (`Cross-Origin-Opener-Policy`), and
 * no caching (answers hold the user's data).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

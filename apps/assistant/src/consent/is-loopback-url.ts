import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether `url` names this machine by itself, so a request to it cannot leave: host `localhost` (or a
 * `*.localhost` name, which resolvers must keep on loopback), an IPv4 address in 127.0.0.0/8 (any spelling WHATWG
 * URL parsing canonicalises: `127.1`, `0x7f000001`), `::1`, or an IPv4-mapped loopback address. Any other host name
 * counts as outside, even one `/etc/hosts` maps to 127.0.0.1: the decision is made on the configured URL, never on
 * a lookup an attacker or a resolver could change. A URL that does not parse is not loopback.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIPv4(host)) return host.startsWith('127.');
  if (isIPv6(host)) return host === '::1' || /^::ffff:(?:127\.|7f[0-9a-f]{2}:)/u.test(host);
  return false;
}

import { lookup } from 'node:dns/promises';
import type { HostResolver } from '../../executor-support/executor-environment';

/**
 * The system's resolver (`getaddrinfo`, so /etc/hosts and the OS DNS settings apply): every address of
 * `hostname`, IPv4 and IPv6, in the order the system gives them. Resolution cannot be cancelled; an aborted
 * `signal` rejects at once and the answer is dropped.
 */
export const systemHostResolver: HostResolver = async (hostname, { signal }) => {
  signal.throwIfAborted();
  const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
  const addresses = await Promise.race([lookup(hostname, { all: true, verbatim: true }), aborted]);
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

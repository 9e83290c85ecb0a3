import type { LookupAddress } from 'node:dns';
import { Agent } from 'undici';
import { normalizeHost } from './create-address-policy';

/** An HTTP agent that connects each host only to the addresses pinned for it. */
export interface PinnedAgent {
  agent: Agent;
  /** The addresses `hostname` may connect to from now on (the ones that were checked). */
  pin(hostname: string, addresses: readonly LookupAddress[]): void;
}

/**
 * An undici `Agent` whose `connect.lookup` never asks DNS: it answers with the addresses pinned for the host
 * (see `pin`), so the connection goes to exactly the address that was checked and a DNS-rebinding name cannot
 * resolve to a public address for the check and a private one for the connection. TLS still verifies the
 * certificate against the host name of the URL. A host with no pin fails to connect (`ENOTFOUND`).
 */
export function createPinnedAgent(): PinnedAgent {
  const pins = new Map<string, readonly LookupAddress[]>();
  const agent = new Agent({
    connect: {
      lookup(hostname, options, callback) {
        const pinned = pins.get(normalizeHost(hostname)) ?? [];
        const family = typeof options.family === 'number' && options.family !== 0 ? options.family : undefined;
        const addresses = family === undefined ? pinned : pinned.filter((each) => each.family === family);
        const first = addresses[0];
        if (first === undefined) {
          const error: NodeJS.ErrnoException = new Error(`get_urls has no checked address for ${hostname}`);
          error.code = 'ENOTFOUND';
          callback(error, '', 0);
        } else if (options.all === true) {
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, [...addresses]);
        } else {
          callback(null, first.address, first.family);
        }
      },
    },
  });
  return { agent, pin: (hostname, addresses) => pins.set(normalizeHost(hostname), addresses) };
}

import { isIP } from 'node:net';
import { ConfigError } from '@metnos/core';
import ipaddr from 'ipaddr.js';

/** The answer of {@link AddressPolicy.judgeAddress}: the ipaddr.js range name says why an address is refused. */
type AddressVerdict = { allowed: true } | { allowed: false; range: string };

/** Which hosts and addresses get_urls may connect to. Built by {@link createAddressPolicy}. */
export interface AddressPolicy {
  /** A host name of `network_allowlist`: reachable whatever it resolves to. */
  isHostAllowed(hostname: string): boolean;
  /** Whether get_urls may connect to `address` (an IPv4 or IPv6 literal, IPv4-mapped IPv6 unwrapped). */
  judgeAddress(address: string): AddressVerdict;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

const hostNamePattern = /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/i;

// All public IPv6 unicast is inside 2000::/3; ipaddr.js labels the rest of it by purpose.
const globalUnicast6 = ipaddr.parseCIDR('2000::/3');

/** A host name as URLs and DNS compare it: lower case, brackets and the root dot dropped. */
export function normalizeHost(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
}

function parseEntry(entry: string): { host: string } | { range: Range } {
  const trimmed = entry.trim();
  const invalid = () =>
    new ConfigError({
      source: 'runtime.toml',
      key: 'executors.network_allowlist',
      message: `${JSON.stringify(entry)} is not a host name, IP address or CIDR range; write e.g. "nas.local", "192.168.1.10" or "192.168.1.0/24"`,
    });
  if (trimmed.includes('/')) {
    try {
      const [address, bits] = ipaddr.parseCIDR(trimmed);
      return { range: address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? [(address as ipaddr.IPv6).toIPv4Address(), bits - 96] : [address, bits] };
    } catch {
      throw invalid();
    }
  }
  const host = normalizeHost(trimmed);
  if (isIP(host) !== 0) {
    const address = ipaddr.process(host);
    return { range: [address, address.kind() === 'ipv4' ? 32 : 128] };
  }
  if (!hostNamePattern.test(host)) throw invalid();
  return { host };
}

/**
 * What get_urls may reach: public unicast addresses only (ipaddr.js range `unicast`, and inside 2000::/3 for
 * IPv6), so loopback, private (RFC 1918, fc00::/7), CGNAT (100.64/10), link-local (169.254/16 with the cloud
 * metadata address, fe80::/10), unspecified (0.0.0.0, ::), multicast, broadcast, reserved, documentation,
 * 6to4/Teredo/NAT64 are refused; IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
 * `allowPrivate` (`[executors] allow_private_network`) lifts the restriction; `allowlist`
 * (`[executors] network_allowlist`) lets through host names (whatever they resolve to), IP addresses and CIDR
 * ranges. A malformed allowlist entry throws `ConfigError` naming it.
 */
export function createAddressPolicy({ allowPrivate, allowlist }: { allowPrivate: boolean; allowlist: readonly string[] }): AddressPolicy {
  const hosts = new Set<string>();
  const ranges: Range[] = [];
  for (const entry of allowlist) {
    const parsed = parseEntry(entry);
    if ('host' in parsed) hosts.add(parsed.host);
    else ranges.push(parsed.range);
  }
  return {
    isHostAllowed: (hostname) => hosts.has(normalizeHost(hostname)),
    judgeAddress(literal) {
      const address = ipaddr.process(normalizeHost(literal));
      if (allowPrivate) return { allowed: true };
      if (ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits))) return { allowed: true };
      const range = address.range();
      if (range !== 'unicast') return { allowed: false, range };
      if (address.kind() === 'ipv6' && !address.match(globalUnicast6)) return { allowed: false, range: 'reserved' };
      return { allowed: true };
    },
  };
}

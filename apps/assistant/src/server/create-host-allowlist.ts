import { networkInterfaces } from 'node:os';
import { ConfigError } from '@metnos/core';
import { isLoopbackAddress } from './is-loopback-address';
import { isWildcardAddress } from './is-wildcard-address';
import { parseHostHeader } from './parse-host-header';

/** The `Host` values a server answers; anything else is a DNS-rebinding attempt or a misdirected request. */
export interface HostAllowlist {
  /** Whether the raw `Host` header names this server. */
  allows(hostHeader: string | undefined): boolean;
  /** The accepted `name:port` values (and bare names), for messages and docs. */
  readonly hosts: readonly string[];
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Builds the Host allowlist of a server bound to `boundAddress:port`: the bound address itself; for a loopback
 * bind also `localhost`, `127.0.0.1` and `[::1]`; for a wildcard bind (`0.0.0.0`, `::`) those plus the
 * addresses of this machine's network interfaces (an IP literal cannot be rebound by DNS). Each with the
 * port, or bare when the port is 80. `allowedHosts` (`[server] allowed_hosts`) adds names: `name` accepts
 * `name:<port>` and a bare `name` (a TLS reverse proxy forwarding its own Host), `name:port` exactly that.
 * Throws `ConfigError` for an entry that is not a host name.
 */
export function createHostAllowlist({ boundAddress, port, allowedHosts = [] }: { boundAddress: string; port: number; allowedHosts?: readonly string[] }): HostAllowlist {
  const accepted = new Set<string>();
  const addName = (name: string) => {
    accepted.add(`${name}:${port}`);
    if (port === 80) accepted.add(name);
  };
  const names = new Set<string>();
  if (isWildcardAddress(boundAddress)) {
    for (const name of loopbackNames) names.add(name);
    for (const entries of Object.values(networkInterfaces())) {
      for (const entry of entries ?? []) names.add(entry.family === 'IPv6' ? `[${entry.address.replace(/%.*$/, '')}]` : entry.address);
    }
  } else {
    if (isLoopbackAddress(boundAddress)) for (const name of loopbackNames) names.add(name);
    names.add(boundAddress.includes(':') && !boundAddress.startsWith('[') ? `[${boundAddress}]` : boundAddress);
  }
  for (const name of names) {
    const parsed = parseHostHeader(name);
    if (parsed !== undefined) addName(parsed.name);
  }
  for (const entry of allowedHosts) {
    const parsed = parseHostHeader(entry.trim());
    if (parsed === undefined) {
      throw new ConfigError({ source: 'runtime.toml', key: 'server.allowed_hosts', message: `"${entry}" is not a host name; write e.g. "metnos.example" or "metnos.example:8443" (no scheme, no path)` });
    }
    if (parsed.port === undefined) {
      addName(parsed.name);
      accepted.add(parsed.name);
    } else accepted.add(`${parsed.name}:${parsed.port}`);
  }
  return {
    hosts: [...accepted],
    allows(hostHeader) {
      const parsed = parseHostHeader(hostHeader);
      if (parsed === undefined) return false;
      return accepted.has(parsed.port === undefined ? parsed.name : `${parsed.name}:${parsed.port}`);
    },
  };
}

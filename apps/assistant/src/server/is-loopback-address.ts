import { parseHostHeader } from './parse-host-header';

/**
 * Whether binding `address` keeps the server on this machine: `localhost`, 127.0.0.0/8, `::1` and
 * IPv4-mapped loopback (`::ffff:127.x.y.z`). Wildcards (`0.0.0.0`, `::`) and every other address are reachable
 * from the network.
 */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.trim();
  const name = parseHostHeader(bare.includes(':') && !bare.startsWith('[') ? `[${bare}]` : bare)?.name;
  if (name === undefined) return false;
  return name === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(name);
}

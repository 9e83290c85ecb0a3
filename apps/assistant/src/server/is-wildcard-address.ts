import { isIP } from 'node:net';

/** Whether binding `address` listens on every interface (`0.0.0.0`, `::`, or the empty host). */
export function isWildcardAddress(address: string): boolean {
  const name = address.trim().replace(/^\[(.*)\]$/, '$1');
  return name === '' || name === '0.0.0.0' || (isIP(name) === 6 && /^[0:]+$/.test(name));
}

import { ConfigError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createAddressPolicy } from './create-address-policy';

describe('createAddressPolicy', () => {
  const strict = createAddressPolicy({ allowPrivate: false, allowlist: [] });

  it('should allow public unicast addresses only', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34']) expect({ address, ...strict.judgeAddress(address) }).toEqual({ address, allowed: true });
    for (const [address, range] of [
      ['127.0.0.1', 'loopback'],
      ['127.255.0.9', 'loopback'],
      ['::1', 'loopback'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['10.0.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.0.1', 'private'],
      ['100.64.0.1', 'carrierGradeNat'],
      ['169.254.169.254', 'linkLocal'],
      ['fe80::1', 'linkLocal'],
      ['fc00::1', 'uniqueLocal'],
      ['fd12:3456::1', 'uniqueLocal'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:10.0.0.1', 'private'],
      ['224.0.0.1', 'multicast'],
      ['255.255.255.255', 'broadcast'],
      ['64:ff9b::7f00:1', 'rfc6052'],
      ['2002:7f00:1::', '6to4'],
    ] as const) {
      expect({ address, ...strict.judgeAddress(address) }).toEqual({ address, allowed: false, range });
    }
  });

  it('should let through IP addresses, CIDR ranges and host names of the allowlist', () => {
    const policy = createAddressPolicy({ allowPrivate: false, allowlist: ['192.168.1.0/24', '10.0.0.5', 'fd00::/8', 'NAS.local.', '::ffff:172.16.0.0/108'] });
    expect(policy.judgeAddress('192.168.1.77')).toEqual({ allowed: true });
    expect(policy.judgeAddress('192.168.2.1')).toEqual({ allowed: false, range: 'private' });
    expect(policy.judgeAddress('10.0.0.5')).toEqual({ allowed: true });
    expect(policy.judgeAddress('10.0.0.6')).toEqual({ allowed: false, range: 'private' });
    expect(policy.judgeAddress('fd00::1')).toEqual({ allowed: true });
    expect(policy.judgeAddress('::ffff:192.168.1.8')).toEqual({ allowed: true });
    expect(policy.judgeAddress('172.16.3.4')).toEqual({ allowed: true });
    expect(policy.isHostAllowed('nas.local')).toBe(true);
    expect(policy.isHostAllowed('other.local')).toBe(false);
  });

  it('should allow every address when allow_private_network is on', () => {
    expect(createAddressPolicy({ allowPrivate: true, allowlist: [] }).judgeAddress('127.0.0.1')).toEqual({ allowed: true });
  });

  it('should name a malformed allowlist entry in a ConfigError', () => {
    for (const entry of ['192.168.1.0/33', 'not a host', 'http://nas.local']) {
      let error: unknown;
      try {
        createAddressPolicy({ allowPrivate: false, allowlist: [entry] });
      } catch (caught) {
        error = caught;
      }
      expect(ConfigError.isInstance(error) && error.key === 'executors.network_allowlist' && error.message.includes(JSON.stringify(entry))).toBe(true);
    }
  });
});

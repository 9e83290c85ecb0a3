import { networkInterfaces } from 'node:os';
import { ConfigError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createHostAllowlist } from './create-host-allowlist';

describe('createHostAllowlist', () => {
  it('should accept the loopback names with the port for a loopback bind, and nothing else', () => {
    const allowlist = createHostAllowlist({ boundAddress: '127.0.0.1', port: 7421 });
    for (const host of ['127.0.0.1:7421', 'localhost:7421', 'LocalHost:7421', '[::1]:7421', '127.1:7421']) expect(allowlist.allows(host), host).toBe(true);
    for (const host of [undefined, '', '127.0.0.1', 'localhost', '127.0.0.1:7422', 'attacker.example:7421', 'localhost.attacker.example:7421', '192.168.1.2:7421', '0.0.0.0:7421']) {
      expect(allowlist.allows(host), String(host)).toBe(false);
    }
    expect(allowlist.hosts).toEqual(['localhost:7421', '127.0.0.1:7421', '[::1]:7421']);
  });

  it('should accept bare names on port 80, and configured names bare or with the port', () => {
    expect(createHostAllowlist({ boundAddress: 'localhost', port: 80 }).allows('localhost')).toBe(true);
    const allowlist = createHostAllowlist({ boundAddress: '127.0.0.1', port: 7421, allowedHosts: ['Metnos.Example', 'box.lan:8443'] });
    for (const host of ['metnos.example', 'metnos.example:7421', 'box.lan:8443']) expect(allowlist.allows(host), host).toBe(true);
    for (const host of ['box.lan', 'box.lan:7421', 'metnos.example:8443', 'sub.metnos.example']) expect(allowlist.allows(host), host).toBe(false);
  });

  it('should accept the machine addresses for a wildcard bind but only the bound one otherwise', () => {
    const wildcard = createHostAllowlist({ boundAddress: '0.0.0.0', port: 7421 });
    const addresses = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []).filter((entry) => entry.family === 'IPv4');
    for (const entry of addresses) expect(wildcard.allows(`${entry.address}:7421`), entry.address).toBe(true);
    expect(wildcard.allows('localhost:7421')).toBe(true);
    expect(wildcard.allows('attacker.example:7421')).toBe(false);
    const lan = createHostAllowlist({ boundAddress: '192.168.7.7', port: 7421 });
    expect(lan.allows('192.168.7.7:7421')).toBe(true);
    expect(lan.allows('localhost:7421')).toBe(false);
  });

  it('should refuse an allowed_hosts entry that is not a host name, naming the key', () => {
    expect(() => createHostAllowlist({ boundAddress: '127.0.0.1', port: 1, allowedHosts: ['https://metnos.example/'] })).toThrow(ConfigError);
    expect(() => createHostAllowlist({ boundAddress: '127.0.0.1', port: 1, allowedHosts: ['https://metnos.example/'] })).toThrow(
      'runtime.toml: server.allowed_hosts: "https://metnos.example/" is not a host name; write e.g. "metnos.example" or "metnos.example:8443" (no scheme, no path)',
    );
  });
});

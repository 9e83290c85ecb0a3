import { describe, expect, it } from 'vitest';
import { formatServeBanner } from './format-serve-banner';
import type { RunningServer } from './start-server';

function server(loopback: boolean): RunningServer {
  return {
    url: 'http://127.0.0.1:7421',
    loopback,
    allowedHosts: [],
    createLoginUrl: () => ({ url: 'http://127.0.0.1:7421/login?token=abc', expiresAt: new Date('2026-05-20T10:10:00Z') }),
    close: async () => {},
  };
}

describe('formatServeBanner', () => {
  it('should print the login link and where the secret is, never the secret itself', () => {
    const banner = formatServeBanner({ server: server(true), boundHost: '127.0.0.1', secretFile: '/data/server-secret', secretCreated: true });
    expect(banner.stdout).toEqual([
      'metnos: serving http://127.0.0.1:7421 (chat) and http://127.0.0.1:7421/admin',
      'metnos: sign in this browser: http://127.0.0.1:7421/login?token=abc (single use, expires 2026-05-20T10:10:00.000Z)',
    ]);
    expect(banner.stderr).toEqual([
      'metnos: generated the server secret /data/server-secret (mode 0600; delete it to sign every browser out)',
      'metnos: API clients send "Authorization: Bearer <secret>" with the secret in /data/server-secret',
    ]);
  });

  it('should warn that a non-loopback bind is reachable from the network and wants TLS in front', () => {
    const banner = formatServeBanner({ server: server(false), boundHost: '0.0.0.0', secretFile: '/data/server-secret', secretCreated: false });
    expect(banner.stderr).toHaveLength(2);
    expect(banner.stderr[1]).toBe(
      'metnos: WARNING: bound to 0.0.0.0, which is reachable from the network. Every request needs the secret (login link or Bearer token), but the traffic is plain HTTP: anyone on the path can read it. Put a TLS reverse proxy in front and add its name to [server] allowed_hosts, or bind 127.0.0.1.',
    );
  });
});

import type { RunningServer } from './start-server';

/** What `metnos serve` prints once it listens: stdout for the links, stderr for notes and warnings. */
export interface ServeBanner {
  stdout: string[];
  stderr: string[];
}

/**
 * The lines `metnos serve` prints on start: where it serves, a fresh one-time login link, where the secret for
 * API clients is kept (never the secret itself), and, when the bound address is reachable from the network, a
 * warning that every request needs the secret and that plain HTTP wants a TLS reverse proxy.
 */
export function formatServeBanner({ server, boundHost, secretFile, secretCreated }: { server: RunningServer; boundHost: string; secretFile: string; secretCreated: boolean }): ServeBanner {
  const login = server.createLoginUrl();
  const stderr: string[] = [];
  if (secretCreated) stderr.push(`metnos: generated the server secret ${secretFile} (mode 0600; delete it to sign every browser out)`);
  stderr.push(`metnos: API clients send "Authorization: Bearer <secret>" with the secret in ${secretFile}`);
  if (!server.loopback) {
    stderr.push(
      `metnos: WARNING: bound to ${boundHost}, which is reachable from the network. Every request needs the secret (login link or Bearer token), ` +
        `but the traffic is plain HTTP: anyone on the path can read it. Put a TLS reverse proxy in front and add its name to [server] allowed_hosts, or bind 127.0.0.1.`,
    );
  }
  return {
    stdout: [`metnos: serving ${server.url} (chat) and ${server.url}/admin`, `metnos: sign in this browser: ${login.url} (single use, expires ${login.expiresAt.toISOString()})`],
    stderr,
  };
}

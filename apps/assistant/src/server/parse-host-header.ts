/** A `Host` header (or an `allowed_hosts` entry) reduced to its canonical name and port. */
export interface HostAndPort {
  /** Lower-case name; IPv4 in dotted form, IPv6 in brackets (`[::1]`), both canonicalised by WHATWG URL rules. */
  name: string;
  /** The explicit port, or undefined when the header has none (the scheme's default). */
  port: number | undefined;
}

/**
 * Parses `name[:port]` the way browsers write the `Host` header, with WHATWG URL canonicalisation (so `127.1`,
 * `0x7f.0.0.1` and `LOCALHOST` compare as `127.0.0.1` and `localhost`). Anything that is not a bare host and
 * optional port (a path, user info, a scheme, an empty value) gives undefined.
 */
export function parseHostHeader(value: string | undefined): HostAndPort | undefined {
  if (value === undefined || value === '' || /[\s/\\?#@]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${value}`);
  } catch {
    return undefined;
  }
  if (url.hostname === '') return undefined;
  const explicitPort = /:(\d+)$/.exec(value);
  return { name: url.hostname, port: explicitPort === null ? undefined : Number(explicitPort[1]) };
}

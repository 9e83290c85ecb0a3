/** Key names whose value is a credential: `api_key`, `bot_token`, `password`, `client_secret`, `access_token`… */
const SECRET_KEY = /(^|_)(api_?key|token|secret|password|passwd|credentials?)$/i;
/** Records whose every value may be a credential: HTTP headers and a child process's environment. */
const SECRET_RECORD = /^(headers|env)$/i;
/** A command-line flag or query parameter named like a credential: `--api-key`, `--token=…`, `?access_token=…`. */
const SECRET_NAME = /(api[-_]?key|token|secret|password|passwd|auth)/i;
const MASK = '***';

/**
 * A configuration value as `metnos config` prints it: credentials masked wherever they sit. A key named like a
 * secret (`api_key`, `bot_token`, `*_password`) shows `***`; every value of a `headers` or `env` record (an MCP
 * server's `Authorization`, a child's `GITHUB_TOKEN`) shows `***` under its own name; the user-info part of any URL
 * (`smtp://user:pass@host`, even with an unencoded `@` in the password) and its secret-looking query parameters
 * (`?api_key=…`) show `***`; in an argument list (an MCP server's `args`), the value of a secret-looking flag
 * (`--token abc`, `--api-key=abc`) shows `***`. Nested tables (`[mcp.servers.<name>]`) are masked the same way,
 * at any depth; empty strings stay empty, so "not set" still reads as not set.
 */
export function redactConfigValue(key: string, value: unknown): unknown {
  if (typeof value === 'string') {
    if (value === '') return value;
    if (SECRET_KEY.test(key)) return MASK;
    return redactUrl(value);
  }
  if (Array.isArray(value)) return redactArguments(key, value);
  if (value !== null && typeof value === 'object') {
    const maskAll = SECRET_RECORD.test(key);
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, inner]) => [name, maskAll && typeof inner === 'string' && inner !== '' ? MASK : redactConfigValue(name, inner)]),
    );
  }
  return value;
}

/** Masks a URL's user-info (up to the last `@` before the host) and its secret-looking query parameters. */
function redactUrl(text: string): string {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text);
  if (scheme === null) return text;
  const rest = text.slice(scheme[0].length);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  const at = authority.lastIndexOf('@');
  const masked = `${scheme[0]}${at === -1 ? authority : `${MASK}@${authority.slice(at + 1)}`}${authorityEnd === -1 ? '' : rest.slice(authorityEnd)}`;
  return masked.replace(/([?&])([^=&#]+)=([^&#]*)/g, (whole, separator: string, name: string) => (SECRET_NAME.test(name) ? `${separator}${name}=${MASK}` : whole));
}

/** An argument list with the values of secret-looking flags masked (`--token abc`, `--api-key=abc`). */
function redactArguments(key: string, items: readonly unknown[]): unknown[] {
  return items.map((item, index) => {
    if (typeof item !== 'string') return redactConfigValue(key, item);
    const inline = /^(--?[\w-]+)=(.*)$/.exec(item);
    if (inline !== null && SECRET_NAME.test(inline[1] as string) && inline[2] !== '') return `${inline[1]}=${MASK}`;
    const previous = items[index - 1];
    if (typeof previous === 'string' && /^--?[\w-]+$/.test(previous) && SECRET_NAME.test(previous) && !item.startsWith('-')) return MASK;
    return redactConfigValue(key, item);
  });
}

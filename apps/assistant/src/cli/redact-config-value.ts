/** Key names whose value is a credential: `api_key`, `bot_token`, `password`, `client_secret`, `access_token`… */
const SECRET_KEY = /(^|_)(api_?key|token|secret|password|passwd|credentials?)$/i;
/** Records whose every value may be a credential: HTTP headers and a child process's environment. */
const SECRET_RECORD = /^(headers|env)$/i;
const MASK = '***';

/**
 * A configuration value as `metnos config` prints it: credentials masked wherever they sit. A key named like a
 * secret (`api_key`, `bot_token`, `*_password`) shows `***`; every value of a `headers` or `env` record (an MCP
 * server's `Authorization`, a child's `GITHUB_TOKEN`) shows `***` under its own name; the user-info part of any URL
 * (`smtp://user:pass@host`, `https://user:pass@llm.example`) shows `***@`. Nested tables (`[mcp.servers.<name>]`)
 * are masked the same way, at any depth; empty strings stay empty, so "not set" still reads as not set.
 */
export function redactConfigValue(key: string, value: unknown): unknown {
  if (typeof value === 'string') {
    if (value === '') return value;
    if (SECRET_KEY.test(key)) return MASK;
    return value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, `$1${MASK}@`);
  }
  if (Array.isArray(value)) return value.map((item) => redactConfigValue(key, item));
  if (value !== null && typeof value === 'object') {
    const maskAll = SECRET_RECORD.test(key);
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, inner]) => [name, maskAll && typeof inner === 'string' && inner !== '' ? MASK : redactConfigValue(name, inner)]),
    );
  }
  return value;
}

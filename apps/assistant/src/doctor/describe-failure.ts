/**
 * A short, language-neutral name for why a network or file operation failed: the system error code
 * (`ECONNREFUSED`, `ENOTFOUND`, `EACCES`), `timeout`, or `HTTP 503`, found on the error or along its `cause` chain;
 * else the message of the innermost cause.
 */
export function describeFailure(error: unknown): string {
  let innermost = error;
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 6; depth += 1) {
    const candidate = current as { code?: unknown; name?: unknown; status?: unknown; cause?: unknown };
    if (candidate.name === 'TimeoutError' || candidate.name === 'AbortError' || candidate.code === 'ETIMEDOUT' || candidate.code === 'ETIMEOUT') return 'timeout';
    if (typeof candidate.status === 'number') return `HTTP ${candidate.status}`;
    if (typeof candidate.code === 'string' && /^E[A-Z_]+$/.test(candidate.code)) return candidate.code;
    innermost = current;
    current = candidate.cause;
  }
  // No code anywhere: the innermost message says most (fetch's "fetch failed" wraps e.g. "bad port").
  const message = innermost instanceof Error ? innermost.message : String(innermost);
  return message.split('\n')[0]?.slice(0, 120) ?? 'error';
}

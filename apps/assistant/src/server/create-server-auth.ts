import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie, stringifySetCookie } from 'cookie';
import { matchesBearerSecret } from './matches-bearer-secret';

/** A one-time login link's token and when it stops working. */
interface LoginToken {
  token: string;
  expiresAt: Date;
}

/** How a request proved it comes from the user. */
type Authentication = 'bearer' | 'cookie';

/** Authentication of `metnos serve`: the per-install secret, one-time login tokens and signed session cookies. */
export interface ServerAuth {
  /** Name of the session cookie (`metnos_session_<port>`: cookies are shared across ports of a host). */
  readonly cookieName: string;
  /** Mints a single-use login token valid for `loginTokenTtlMs`. */
  createLoginToken(): LoginToken;
  /** Spends a login token: true once, while it has not expired; false for unknown, used or expired tokens. */
  redeemLoginToken(token: string): boolean;
  /** The `Set-Cookie` value of a fresh session (HttpOnly, SameSite=Strict, Path=/, Max-Age = the session TTL). */
  sessionCookie(): string;
  /** `Authorization: Bearer <secret>` or a valid, unexpired session cookie; undefined otherwise. */
  authenticate(headers: IncomingHttpHeaders): Authentication | undefined;
}

/**
 * Creates the authentication of one server. Session cookies are stateless: `v1.<expiry seconds>.<HMAC-SHA256 of
 * the expiry keyed by the secret>`, so they survive restarts and all stop working when the secret file is
 * deleted (a new secret is generated). Login tokens live in memory only: a restart invalidates unused ones.
 * Every comparison is constant-time. `now` is the clock (milliseconds), injectable for tests.
 */
export function createServerAuth({
  secret,
  port,
  sessionTtlMs,
  loginTokenTtlMs,
  now = Date.now,
}: {
  secret: string;
  port: number;
  sessionTtlMs: number;
  loginTokenTtlMs: number;
  now?: () => number;
}): ServerAuth {
  const loginTokens = new Map<string, number>();
  const cookieName = `metnos_session_${port}`;
  const sign = (expirySeconds: number) => createHmac('sha256', secret).update(`metnos session v1 ${expirySeconds}`).digest('base64url');

  const validCookie = (value: string | undefined): boolean => {
    const match = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    if (match === null) return false;
    const expirySeconds = Number(match[1]);
    return sameText(match[2] as string, sign(expirySeconds)) && expirySeconds * 1000 > now();
  };

  return {
    cookieName,
    createLoginToken() {
      const at = now();
      for (const [token, expiresAt] of loginTokens) if (expiresAt <= at) loginTokens.delete(token);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = at + loginTokenTtlMs;
      loginTokens.set(token, expiresAt);
      return { token, expiresAt: new Date(expiresAt) };
    },
    redeemLoginToken(token) {
      const expiresAt = loginTokens.get(token);
      if (expiresAt === undefined) return false;
      loginTokens.delete(token);
      return expiresAt > now();
    },
    sessionCookie() {
      const expirySeconds = Math.floor((now() + sessionTtlMs) / 1000);
      return stringifySetCookie({
        name: cookieName,
        value: `v1.${expirySeconds}.${sign(expirySeconds)}`,
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        maxAge: Math.floor(sessionTtlMs / 1000),
      });
    },
    authenticate(headers) {
      const authorization = headers.authorization;
      if (authorization !== undefined) {
        // A wrong Authorization header is a failed login, whatever cookie comes with it.
        return matchesBearerSecret(authorization, secret) ? 'bearer' : undefined;
      }
      const cookieHeader = headers.cookie;
      if (cookieHeader === undefined) return undefined;
      return validCookie(parseCookie(cookieHeader)[cookieName]) ? 'cookie' : undefined;
    },
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function sameText(left: string, right: string): boolean {
  return timingSafeEqual(digest(left), digest(right));
}

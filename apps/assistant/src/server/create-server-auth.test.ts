import { describe, expect, it } from 'vitest';
import { createServerAuth } from './create-server-auth';

const secret = 'k'.repeat(43);
const minute = 60_000;

function auth(clock: { now: number }, key = secret) {
  return createServerAuth({ secret: key, port: 7421, sessionTtlMs: 60 * minute, loginTokenTtlMs: minute, now: () => clock.now });
}

describe('createServerAuth', () => {
  it('should accept the secret as a Bearer token and nothing close to it', () => {
    const subject = auth({ now: 0 });
    expect(subject.authenticate({ authorization: `Bearer ${secret}` })).toBe('bearer');
    expect(subject.authenticate({ authorization: `bearer  ${secret} ` })).toBe('bearer');
    for (const authorization of [`Bearer ${secret}x`, `Bearer ${secret.slice(1)}`, `Basic ${secret}`, secret, 'Bearer ', '']) expect(subject.authenticate({ authorization }), authorization).toBeUndefined();
    expect(subject.authenticate({})).toBeUndefined();
  });

  it('should redeem a login token once, and not after it expired', () => {
    const clock = { now: 1_000_000 };
    const subject = auth(clock);
    const first = subject.createLoginToken();
    expect(first).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: new Date(1_000_000 + minute) });
    expect(subject.redeemLoginToken(first.token)).toBe(true);
    expect(subject.redeemLoginToken(first.token)).toBe(false);
    const second = subject.createLoginToken();
    expect(second.token).not.toBe(first.token);
    clock.now += minute;
    expect(subject.redeemLoginToken(second.token)).toBe(false);
    expect(subject.redeemLoginToken('')).toBe(false);
  });

  it('should issue a signed HttpOnly SameSite=Strict cookie that another secret, a forged expiry or time all defeat', () => {
    const clock = { now: 1_000_000 };
    const subject = auth(clock);
    const setCookie = subject.sessionCookie();
    expect(setCookie).toMatch(/^metnos_session_7421=v1\.4600\.[A-Za-z0-9_-]{43}; Max-Age=3600; Path=\/; HttpOnly; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0] as string;
    expect(subject.authenticate({ cookie: `theme=dark; ${cookie}` })).toBe('cookie');
    // Another instance with the same secret (a restart) accepts it; one with another secret does not.
    expect(auth(clock).authenticate({ cookie })).toBe('cookie');
    expect(auth(clock, 'z'.repeat(43)).authenticate({ cookie })).toBeUndefined();
    expect(subject.authenticate({ cookie: cookie.replace('v1.4600.', 'v1.9600.') })).toBeUndefined();
    expect(subject.authenticate({ cookie: cookie.replace('metnos_session_7421', 'metnos_session_7422') })).toBeUndefined();
    // A Bearer header that is wrong wins over a good cookie: a failed login is a failed login.
    expect(subject.authenticate({ cookie, authorization: 'Bearer nope' })).toBeUndefined();
    clock.now = 4_600_000;
    expect(subject.authenticate({ cookie })).toBeUndefined();
  });
});

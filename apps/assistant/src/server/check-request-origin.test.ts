import { describe, expect, it } from 'vitest';
import { checkRequestOrigin } from './check-request-origin';

const host = '127.0.0.1:7421';
const json = { 'content-type': 'application/json' };
const api = { host, isPage: false };

describe('checkRequestOrigin', () => {
  it('should let same-origin JSON and non-browser JSON change state', () => {
    expect(checkRequestOrigin('POST', json, api)).toEqual({ allowed: true });
    expect(checkRequestOrigin('POST', { 'content-type': 'Application/JSON; charset=utf-8', origin: 'http://127.0.0.1:7421', 'sec-fetch-site': 'same-origin' }, api)).toEqual({ allowed: true });
    expect(checkRequestOrigin('POST', { ...json, origin: 'https://127.0.0.1:7421' }, api)).toEqual({ allowed: true });
    expect(checkRequestOrigin('DELETE', { ...json, 'sec-fetch-site': 'none' }, api)).toEqual({ allowed: true });
  });

  it('should refuse bodies a foreign page can send without a preflight, and foreign origins', () => {
    const refusals: [Record<string, string>, string][] = [
      [{ 'content-type': 'text/plain;charset=UTF-8' }, 'POST needs Content-Type: application/json, got text/plain'],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'POST needs Content-Type: application/json, got application/x-www-form-urlencoded'],
      [{}, 'POST needs Content-Type: application/json, got none'],
      [{ 'content-type': 'application/jsonp' }, 'POST needs Content-Type: application/json, got application/jsonp'],
      [{ ...json, origin: 'http://evil.example' }, 'Origin http://evil.example is not this server (http://127.0.0.1:7421)'],
      [{ ...json, origin: 'http://127.0.0.1:7422' }, 'Origin http://127.0.0.1:7422 is not this server (http://127.0.0.1:7421)'],
      [{ ...json, origin: 'null' }, 'Origin null is not this server (http://127.0.0.1:7421)'],
      [{ ...json, 'sec-fetch-site': 'same-site' }, "a same-site POST is refused: only this server's own pages may send it"],
      [{ ...json, 'sec-fetch-site': 'cross-site' }, "a cross-site POST is refused: only this server's own pages may send it"],
    ];
    for (const [headers, reason] of refusals) expect(checkRequestOrigin('POST', headers, api)).toEqual({ allowed: false, reason });
  });

  it('should refuse cross-site reads except a top-level navigation to a page', () => {
    expect(checkRequestOrigin('GET', {}, api)).toEqual({ allowed: true });
    expect(checkRequestOrigin('GET', { 'sec-fetch-site': 'same-origin' }, api)).toEqual({ allowed: true });
    expect(checkRequestOrigin('GET', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }, api)).toEqual({ allowed: false, reason: "a cross-site no-cors read is refused: only this server's own pages may read it" });
    const navigation = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    expect(checkRequestOrigin('GET', navigation, api).allowed).toBe(false);
    expect(checkRequestOrigin('GET', navigation, { host, isPage: true })).toEqual({ allowed: true });
    expect(checkRequestOrigin('GET', { ...navigation, 'sec-fetch-dest': 'iframe' }, { host, isPage: true }).allowed).toBe(false);
  });
});

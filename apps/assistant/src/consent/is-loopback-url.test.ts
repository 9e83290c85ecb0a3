import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './is-loopback-url';

describe('isLoopbackUrl', () => {
  it('should call localhost, 127.0.0.0/8 in any spelling, ::1 and mapped loopback addresses loopback', () => {
    for (const url of ['http://localhost:8080', 'http://LOCALHOST', 'http://model.localhost/v1', 'http://127.0.0.1:8080', 'http://127.0.0.2:9000/v1', 'http://127.1', 'http://0x7f000001/', 'http://[::1]:8080', 'http://[::ffff:127.0.0.1]/']) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it('should call every other host outside, names that may resolve to loopback included', () => {
    for (const url of ['https://api.openai.com/v1', 'http://192.0.2.2:8080', 'http://10.0.0.5', 'http://[fd00::2]:8080', 'http://localhost.attacker.example', 'http://127.0.0.1.nip.io', 'http://0.0.0.0:8080', 'not a url', '']) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});

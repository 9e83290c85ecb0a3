import { describe, expect, it } from 'vitest';
import { parseHostHeader } from './parse-host-header';

describe('parseHostHeader', () => {
  it('should canonicalise names, IPv4 spellings and IPv6 literals', () => {
    expect(parseHostHeader('LOCALHOST:7421')).toEqual({ name: 'localhost', port: 7421 });
    expect(parseHostHeader('127.1')).toEqual({ name: '127.0.0.1', port: undefined });
    expect(parseHostHeader('0x7f.0.0.1:80')).toEqual({ name: '127.0.0.1', port: 80 });
    expect(parseHostHeader('[::1]:7421')).toEqual({ name: '[::1]', port: 7421 });
    expect(parseHostHeader('[::ffff:127.0.0.1]')).toEqual({ name: '[::ffff:7f00:1]', port: undefined });
  });

  it('should give undefined for anything that is not a bare host and port', () => {
    for (const value of [undefined, '', '::1', 'a b', 'evil.example/x', 'user@evil.example', '127.0.0.1:7421@evil.example', 'evil.example?x', 'host:99999', ':80', 'http://x']) {
      expect(parseHostHeader(value), String(value)).toBeUndefined();
    }
  });
});

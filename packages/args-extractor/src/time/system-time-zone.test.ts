import { describe, expect, it } from 'vitest';
import { assertTimeZone } from './zoned-time';
import { systemTimeZone } from './system-time-zone';

describe('systemTimeZone', () => {
  it('should name a zone Intl accepts', () => {
    expect(() => assertTimeZone(systemTimeZone())).not.toThrow();
  });
});

describe('systemTimeZone after TZ changes', () => {
  it('should follow an assignment of process.env.TZ', () => {
    const before = process.env['TZ'];
    try {
      process.env['TZ'] = 'Asia/Tokyo';
      expect(systemTimeZone()).toBe('Asia/Tokyo');
      process.env['TZ'] = 'America/New_York';
      expect(systemTimeZone()).toBe('America/New_York');
    } finally {
      if (before === undefined) delete process.env['TZ'];
      else process.env['TZ'] = before;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { assertTimeZone } from './zoned-time';
import { systemTimeZone } from './system-time-zone';

describe('systemTimeZone', () => {
  it('should name a zone Intl accepts', () => {
    expect(() => assertTimeZone(systemTimeZone())).not.toThrow();
  });
});

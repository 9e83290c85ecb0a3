import { describe, expect, it } from 'vitest';
import { matchesBearerSecret } from './matches-bearer-secret';

const secret = 'A'.repeat(43);

describe('matchesBearerSecret', () => {
  it('should accept exactly Bearer <secret>, whatever the scheme case', () => {
    expect(matchesBearerSecret(`Bearer ${secret}`, secret)).toBe(true);
    expect(matchesBearerSecret(`bearer  ${secret} `, secret)).toBe(true);
  });

  it('should refuse a missing, other-scheme, prefix, longer or wrong token', () => {
    for (const header of [undefined, '', `Basic ${secret}`, `Bearer ${secret.slice(1)}`, `Bearer ${secret}A`, `Bearer ${secret} extra`, `${secret}`]) {
      expect(matchesBearerSecret(header, secret)).toBe(false);
    }
  });
});

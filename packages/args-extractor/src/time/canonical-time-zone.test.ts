import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './canonical-time-zone';

describe('canonicalTimeZone', () => {
  it('should give the IANA spelling of a zone written in any case', () => {
    expect(canonicalTimeZone('europe/rome')).toBe('Europe/Rome');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it('should refuse a zone Intl does not know', () => {
    expect(() => canonicalTimeZone('Mars/Olympus')).toThrow(/not an IANA time zone/);
  });
});

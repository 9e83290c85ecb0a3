import { describe, expect, it } from 'vitest';
import { normalizeQuery } from './normalize-query';

describe('normalizeQuery', () => {
  it('should lowercase, straighten apostrophes and drop punctuation', () => {
    expect(normalizeQuery('  What’s   the TIME?! ')).toBe("what's the time");
  });

  it('should keep accents and compose them (NFC)', () => {
    expect(normalizeQuery('Che ora e\u0300?')).toBe('che ora è');
    expect(normalizeQuery('che ora e?')).toBe('che ora e');
  });
});

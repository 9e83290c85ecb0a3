import { describe, expect, it } from 'vitest';
import { halfOfMultiplierLength } from './half-of-multiplier';

describe('halfOfMultiplierLength', () => {
  it('should measure the half after a multiplier', () => {
    expect(halfOfMultiplierLength(' e mezzo per le strade')).toBe(' e mezzo'.length);
    expect(halfOfMultiplierLength(' y medio de euros')).toBe(' y medio'.length);
    expect(halfOfMultiplierLength(' and a half dollars')).toBe(' and a half'.length);
  });

  it('should measure nothing where no half follows', () => {
    expect(halfOfMultiplierLength(' e mezzogiorno')).toBe(0);
    expect(halfOfMultiplierLength(' e cinquecento')).toBe(0);
    expect(halfOfMultiplierLength('')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { isSpanCovered, spansOverlap } from './text-span';

describe('spansOverlap', () => {
  it('should tell spans that share a character from spans that only touch', () => {
    expect(spansOverlap({ start: 0, end: 5 }, { start: 4, end: 9 })).toBe(true);
    expect(spansOverlap({ start: 0, end: 5 }, { start: 5, end: 9 })).toBe(false);
  });
});

describe('isSpanCovered', () => {
  it('should need one span that holds the whole inner span', () => {
    expect(isSpanCovered({ start: 2, end: 4 }, [{ start: 0, end: 5 }])).toBe(true);
    expect(isSpanCovered({ start: 2, end: 7 }, [{ start: 0, end: 5 }, { start: 5, end: 9 }])).toBe(false);
  });
});

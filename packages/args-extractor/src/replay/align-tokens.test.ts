import { describe, expect, it } from 'vitest';
import { alignTokens } from './align-tokens';

describe('alignTokens', () => {
  it('should pair equal words in order and leave changed words unpaired', () => {
    expect(Array.from(alignTokens(['remind', 'me', 'at', '5pm'], ['remind', 'me', 'at', '6pm']))).toEqual([0, 1, 2, -1]);
    expect(Array.from(alignTokens(['find', 'pdf', 'in', 'home'], ['please', 'find', 'the', 'pdf', 'in', 'home']))).toEqual([1, 3, 4, 5]);
  });

  it('should find the longest common subsequence, not the first greedy match', () => {
    expect(Array.from(alignTokens(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a']))).toEqual([-1, 0, 1, 2]);
  });

  it('should handle empty sequences', () => {
    expect(Array.from(alignTokens([], ['a']))).toEqual([]);
    expect(Array.from(alignTokens(['a'], []))).toEqual([-1]);
  });
});

import { describe, expect, it } from 'vitest';
import { truncateTokenIds } from './truncate-token-ids';

describe('truncateTokenIds', () => {
  it('should keep the trailing special token when cutting', () => {
    expect(truncateTokenIds([0, 10, 11, 12, 13, 2], 4, new Set([0, 2]))).toEqual([0, 10, 11, 2]);
  });

  it('should leave short sequences alone', () => {
    expect(truncateTokenIds([0, 10, 2], 4, new Set([0, 2]))).toEqual([0, 10, 2]);
  });

  it('should cut plainly when the sequence does not end with a special token', () => {
    expect(truncateTokenIds([5, 6, 7, 8], 2, new Set([0]))).toEqual([5, 6]);
  });
});

import { describe, expect, it } from 'vitest';
import { cosineSimilarity } from './cosine-similarity';

describe('cosineSimilarity', () => {
  it('should compute the cosine of two vectors', () => {
    expect(cosineSimilarity(Float32Array.from([1, 0]), Float32Array.from([1, 1]))).toBeCloseTo(Math.SQRT1_2, 6);
    expect(cosineSimilarity(Float32Array.from([1, 0]), Float32Array.from([-2, 0]))).toBe(-1);
  });

  it('should return 0 for a zero vector and throw on different lengths', () => {
    expect(cosineSimilarity(new Float32Array(2), Float32Array.from([1, 1]))).toBe(0);
    expect(() => cosineSimilarity(new Float32Array(2), new Float32Array(3))).toThrow(RangeError);
  });
});

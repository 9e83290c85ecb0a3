import { describe, expect, it } from 'vitest';
import { l2Normalize } from './l2-normalize';

describe('l2Normalize', () => {
  it('should scale to unit length in place', () => {
    const vector = Float32Array.from([3, 4]);
    expect(l2Normalize(vector)).toBe(vector);
    expect(Array.from(vector)).toEqual([0.6000000238418579, 0.800000011920929]);
  });

  it('should leave a zero vector at zero', () => {
    expect(Array.from(l2Normalize(new Float32Array(3)))).toEqual([0, 0, 0]);
  });
});

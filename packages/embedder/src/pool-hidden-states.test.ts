import { describe, expect, it } from 'vitest';
import { poolHiddenStates } from './pool-hidden-states';

// batch 2, sequence 2, dimension 2; the second row's second position is padding.
const data = Float32Array.from([3, 4, 1, 0, 0, 2, 100, 100]);
const attentionMask = BigInt64Array.from([1n, 1n, 1n, 0n]);

describe('poolHiddenStates', () => {
  it('should take the first token for cls and normalise it', () => {
    const vectors = poolHiddenStates(data, { batchSize: 2, sequenceLength: 2, dimension: 2, attentionMask, pooling: 'cls' });
    expect(vectors.map((vector) => Array.from(vector))).toEqual([[0.6000000238418579, 0.800000011920929], [0, 1]]);
  });

  it('should average only unmasked positions for mean', () => {
    const [first, second] = poolHiddenStates(data, { batchSize: 2, sequenceLength: 2, dimension: 2, attentionMask, pooling: 'mean' });
    expect(first![0]).toBeCloseTo(2 / Math.sqrt(8), 6);
    expect(first![1]).toBeCloseTo(2 / Math.sqrt(8), 6);
    expect(Array.from(second!)).toEqual([0, 1]);
  });
});

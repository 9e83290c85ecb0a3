import { describe, expect, it } from 'vitest';
import { buildPaddedBatch } from './build-padded-batch';

describe('buildPaddedBatch', () => {
  it('should right-pad to the longest sequence and mask the padding', () => {
    const batch = buildPaddedBatch([[0, 5, 2], [0, 2]], 1);
    expect(batch).toMatchObject({ batchSize: 2, sequenceLength: 3 });
    expect(Array.from(batch.inputIds)).toEqual([0n, 5n, 2n, 0n, 2n, 1n]);
    expect(Array.from(batch.attentionMask)).toEqual([1n, 1n, 1n, 1n, 1n, 0n]);
    expect(Array.from(batch.tokenTypeIds)).toEqual([0n, 0n, 0n, 0n, 0n, 0n]);
  });
});

import { l2Normalize } from './l2-normalize';

/** How token vectors become one sentence vector: the first token (`cls`, BGE-M3) or the masked mean (`mean`). */
export type Pooling = 'cls' | 'mean';

/**
 * Pools a `[batch, sequence, dimension]` float tensor (row-major `data`) into one L2-normalised vector per row.
 * `mean` averages only positions whose attention mask is 1, so padding never changes a text's vector.
 */
export function poolHiddenStates(
  data: Float32Array,
  { batchSize, sequenceLength, dimension, attentionMask, pooling }: {
    batchSize: number;
    sequenceLength: number;
    dimension: number;
    attentionMask: BigInt64Array;
    pooling: Pooling;
  },
): Float32Array[] {
  const vectors: Float32Array[] = [];
  for (let row = 0; row < batchSize; row += 1) {
    const vector = new Float32Array(dimension);
    const rowStart = row * sequenceLength * dimension;
    if (pooling === 'cls') {
      vector.set(data.subarray(rowStart, rowStart + dimension));
    } else {
      let count = 0;
      for (let position = 0; position < sequenceLength; position += 1) {
        if (attentionMask[row * sequenceLength + position] === 0n) continue;
        count += 1;
        const start = rowStart + position * dimension;
        for (let index = 0; index < dimension; index += 1) vector[index]! += data[start + index]!;
      }
      if (count > 0) for (let index = 0; index < dimension; index += 1) vector[index]! /= count;
    }
    vectors.push(l2Normalize(vector));
  }
  return vectors;
}

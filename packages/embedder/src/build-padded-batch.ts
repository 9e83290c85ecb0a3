/** Model inputs of one batch, row-major `[batch, sequenceLength]`. */
export interface PaddedBatch {
  inputIds: BigInt64Array;
  attentionMask: BigInt64Array;
  tokenTypeIds: BigInt64Array;
  batchSize: number;
  sequenceLength: number;
}

/**
 * Right-pads token id sequences to the longest one with `padId`; the attention mask is 1 on real tokens and 0
 * on padding, token type ids are all 0 (single-sentence input).
 */
export function buildPaddedBatch(sequences: ReadonlyArray<readonly number[]>, padId: number): PaddedBatch {
  const batchSize = sequences.length;
  const sequenceLength = sequences.reduce((max, ids) => Math.max(max, ids.length), 0);
  const inputIds = new BigInt64Array(batchSize * sequenceLength).fill(BigInt(padId));
  const attentionMask = new BigInt64Array(batchSize * sequenceLength);
  sequences.forEach((ids, row) => {
    ids.forEach((id, column) => {
      inputIds[row * sequenceLength + column] = BigInt(id);
      attentionMask[row * sequenceLength + column] = 1n;
    });
  });
  return { inputIds, attentionMask, tokenTypeIds: new BigInt64Array(batchSize * sequenceLength), batchSize, sequenceLength };
}

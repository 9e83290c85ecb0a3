/**
 * Cosine similarity of two vectors of the same length (for unit vectors, their dot product). Returns 0 when
 * either vector is zero; throws on a length mismatch, since vectors of different embedders are never compared.
 */
export function cosineSimilarity(left: Float32Array, right: Float32Array): number {
  if (left.length !== right.length) throw new RangeError(`cannot compare vectors of length ${left.length} and ${right.length}`);
  let dot = 0;
  let leftNorm = 0;
  let rightNorm = 0;
  for (let index = 0; index < left.length; index += 1) {
    const a = left[index]!;
    const b = right[index]!;
    dot += a * b;
    leftNorm += a * a;
    rightNorm += b * b;
  }
  return leftNorm === 0 || rightNorm === 0 ? 0 : dot / Math.sqrt(leftNorm * rightNorm);
}

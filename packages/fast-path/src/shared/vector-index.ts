import { FastPathError } from '../fast-path-error';

/** A scored row of a `VectorIndex` search. */
export interface VectorHit {
  /** Position of the row in the vectors the index was built from. */
  index: number;
  /** Cosine similarity (dot product of unit vectors). */
  score: number;
}

/** Brute-force cosine search over rows packed in one contiguous `Float32Array`. */
export interface VectorIndex {
  readonly size: number;
  readonly dimension: number;
  /** The `k` best rows with score >= `minScore`, best first. */
  search(vector: Float32Array, options?: { k?: number; minScore?: number }): VectorHit[];
}

/**
 * Packs `vectors` (all of `dimension`) row by row into one `Float32Array`, normalising each to unit length, so a
 * search is one linear pass of dot products (four accumulators) with a top-k kept in two preallocated typed
 * arrays: no allocation per row, `VectorHit` objects only for the k results. It is fine to ~100k rows (see the
 * package benchmarks); the caller rebuilds it when its candidate set changes (`createCandidateIndexCache`).
 * Throws `FastPathError('dimension_mismatch')` for a row or query of another dimension.
 */
export function createVectorIndex(vectors: readonly Float32Array[], { dimension }: { dimension: number }): VectorIndex {
  const size = vectors.length;
  const packed = new Float32Array(size * dimension);
  vectors.forEach((vector, row) => {
    if (vector.length !== dimension) {
      throw new FastPathError({ code: 'dimension_mismatch', subject: 'vector', message: `row ${row} has ${vector.length} dimensions, expected ${dimension}` });
    }
    let norm = 0;
    for (let column = 0; column < dimension; column += 1) norm += vector[column]! * vector[column]!;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 1;
    const offset = row * dimension;
    for (let column = 0; column < dimension; column += 1) packed[offset + column] = vector[column]! * scale;
  });
  // Scratch top-k buffers, grown to the largest k asked; `search` is synchronous, so one pair per index is safe.
  let topRows = new Int32Array(0);
  let topScores = new Float64Array(0);
  return {
    size,
    dimension,
    search(vector, { k = 5, minScore = -Infinity } = {}) {
      if (vector.length !== dimension) {
        throw new FastPathError({ code: 'dimension_mismatch', subject: 'vector', message: `query has ${vector.length} dimensions, expected ${dimension}` });
      }
      const limit = Math.max(0, Math.min(Math.floor(k), size));
      if (limit === 0) return [];
      if (topRows.length < limit) {
        topRows = new Int32Array(limit);
        topScores = new Float64Array(limit);
      }
      const rowsOut = topRows;
      const scoresOut = topScores;
      let norm = 0;
      for (let column = 0; column < dimension; column += 1) norm += vector[column]! * vector[column]!;
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      const query = vector;
      const unrolled = dimension - (dimension % 4);
      let count = 0;
      // A row must beat `floor` to enter: minScore until the list is full, then the k-th best score.
      let floor = minScore;
      for (let row = 0, offset = 0; row < size; row += 1, offset += dimension) {
        // Four independent accumulators let V8 overlap the multiply-adds (about 1.3x faster than one; 8 or a
        // single running offset measured no faster on Node 20).
        let sum0 = 0;
        let sum1 = 0;
        let sum2 = 0;
        let sum3 = 0;
        let column = 0;
        for (; column < unrolled; column += 4) {
          sum0 += packed[offset + column]! * query[column]!;
          sum1 += packed[offset + column + 1]! * query[column + 1]!;
          sum2 += packed[offset + column + 2]! * query[column + 2]!;
          sum3 += packed[offset + column + 3]! * query[column + 3]!;
        }
        for (; column < dimension; column += 1) sum0 += packed[offset + column]! * query[column]!;
        const dot = (sum0 + sum1 + sum2 + sum3) * scale;
        if (dot < floor || (count === limit && dot === floor)) continue;
        // Insertion into the sorted top list; ties keep the earlier row first.
        let position = count < limit ? count : limit - 1;
        if (count < limit) count += 1;
        while (position > 0 && scoresOut[position - 1]! < dot) {
          scoresOut[position] = scoresOut[position - 1]!;
          rowsOut[position] = rowsOut[position - 1]!;
          position -= 1;
        }
        scoresOut[position] = dot;
        rowsOut[position] = row;
        if (count === limit) floor = Math.max(minScore, scoresOut[limit - 1]!);
      }
      const hits: VectorHit[] = new Array<VectorHit>(count);
      for (let position = 0; position < count; position += 1) hits[position] = { index: rowsOut[position]!, score: scoresOut[position]! };
      return hits;
    },
  };
}

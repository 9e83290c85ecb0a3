import { createVectorIndex, type VectorIndex } from './vector-index';

/** The candidate rows of one `CandidateIndexCache.current` call and the vector index over their vectors. */
interface CandidateIndex<Row extends { vector: Float32Array }> {
  /** The rows of the store's latest list with a vector of the cache's dimension; `index` row `i` is `rows[i]`. */
  readonly rows: readonly Row[];
  readonly index: VectorIndex;
}

/** A `VectorIndex` over a store's candidate list, rebuilt only when the list's vectors change. */
export interface CandidateIndexCache<Row extends { vector: Float32Array }> {
  /** The index for `source` (the store's list of this call), reusing the packed matrix when its vectors are unchanged. */
  current(source: readonly Row[]): CandidateIndex<Row>;
  /** Forgets the packed matrix: the next `current` rebuilds it whatever the store returns. */
  invalidate(): void;
  /** How many times the matrix was packed (for tests and diagnostics). */
  readonly builds: number;
}

/**
 * Keeps the packed `VectorIndex` of a store's candidate list between calls. Every call passes the list the store
 * returned just now, so rows written by another writer are always seen; the matrix is rebuilt only when the
 * list's vectors differ from those it was packed from. The check is by identity, never by content:
 * the same array object as last time costs nothing; otherwise the lengths, then each row against the row at
 * its position last time (the same record object), or failing that its `vector` object (n pointer comparisons,
 * far cheaper than re-packing n x d floats). Stores that
 * memoise their rows (@metnos/praxis-store, until the database changes) therefore pay no rebuild, and stores
 * that return fresh vector objects on every call get a rebuild on every call: correct, only slower. This relies
 * on the `CanonicalQueryStore` / `MultiToolPathStore` contract that a returned array, record or vector is never
 * modified in place. The returned `rows` are always those of `source`, so per-row data that changes without its vector
 * (counts, `lastDayRank`, arguments) is current.
 */
export function createCandidateIndexCache<Row extends { vector: Float32Array }>({
  dimension,
}: {
  dimension: number;
}): CandidateIndexCache<Row> {
  let packedFrom: { source: readonly Row[]; vectors: Float32Array[]; positions: number[] | undefined; index: VectorIndex } | undefined;
  let last: CandidateIndex<Row> | undefined;
  let builds = 0;

  const sameVectors = (source: readonly Row[], seen: readonly Row[], vectors: readonly Float32Array[]): boolean => {
    if (source.length !== vectors.length) return false;
    for (let position = 0; position < source.length; position += 1) {
      const row = source[position]!;
      // The same record object needs no dereference (memoising stores); a new record must carry the same vector.
      if (row !== seen[position] && row.vector !== vectors[position]) return false;
    }
    return true;
  };

  return {
    current(source) {
      if (packedFrom !== undefined && last !== undefined && packedFrom.source === source) return last;
      if (packedFrom === undefined || !sameVectors(source, packedFrom.source, packedFrom.vectors)) {
        // Rows of another dimension (written by a differently configured embedder of the same id) cannot be compared.
        const positions: number[] = [];
        source.forEach((row, position) => {
          if (row.vector.length === dimension) positions.push(position);
        });
        const kept = positions.length === source.length ? undefined : positions;
        builds += 1;
        packedFrom = {
          source,
          vectors: source.map((row) => row.vector),
          positions: kept,
          index: createVectorIndex(
            positions.map((position) => source[position]!.vector),
            { dimension },
          ),
        };
      }
      packedFrom.source = source;
      const { positions } = packedFrom;
      last = { rows: positions === undefined ? source : positions.map((position) => source[position]!), index: packedFrom.index };
      return last;
    },

    invalidate() {
      packedFrom = undefined;
      last = undefined;
    },

    get builds() {
      return builds;
    },
  };
}

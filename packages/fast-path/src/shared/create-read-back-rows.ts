import { createMutableVectorIndex, type MutableVectorIndex } from './vector-index';

/** The rows a saved index's searches proposed, read back from the store by id and kept for later searches. */
export interface ReadBackRows<Row extends { readonly id: number; readonly vector: Float32Array }> {
  has(id: number): boolean;
  /** Keeps `row` (replacing the row of its id). */
  set(row: Row): void;
  delete(id: number): void;
  clear(): void;
  /** The row of `id` scored against `vector` (the exact cosine), or undefined when it is not kept or of another dimension. */
  score(id: number, vector: Float32Array): { row: Row; score: number } | undefined;
}

/**
 * Keeps read-back rows with their unit vectors in one `MutableVectorIndex`: a row is normalised once, when read
 * back, instead of on every search that proposes it, and scored with that index's arithmetic (the scores of
 * every other search).
 */
export function createReadBackRows<Row extends { readonly id: number; readonly vector: Float32Array }>(dimension: number): ReadBackRows<Row> {
  const kept = new Map<number, { row: Row; position: number }>();
  // The id at each position of `units` (rows of another dimension have none).
  let ids: number[] = [];
  let units: MutableVectorIndex = createMutableVectorIndex({ dimension });
  const remove = (id: number): void => {
    const entry = kept.get(id);
    if (entry === undefined) return;
    kept.delete(id);
    if (entry.position === -1) return;
    const moved = units.removeSwap(entry.position);
    if (moved !== -1) {
      const movedId = ids[moved]!;
      ids[entry.position] = movedId;
      kept.get(movedId)!.position = entry.position;
    }
    ids.pop();
  };
  return {
    has: (id) => kept.has(id),
    set(row) {
      remove(row.id);
      if (row.vector.length !== dimension) {
        kept.set(row.id, { row, position: -1 });
        return;
      }
      const position = units.add(row.vector);
      ids[position] = row.id;
      kept.set(row.id, { row, position });
    },
    delete: remove,
    clear() {
      kept.clear();
      ids = [];
      units = createMutableVectorIndex({ dimension });
    },
    score(id, vector) {
      const entry = kept.get(id);
      if (entry === undefined || entry.position === -1) return undefined;
      return { row: entry.row, score: units.score(entry.position, vector) };
    },
  };
}

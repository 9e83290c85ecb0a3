/**
 * A nearest-neighbour index over labelled vectors, used by fast-path only as a pre-filter: the rows it returns
 * are rescored exactly. Labels are the store's row ids.
 */
export interface ApproximateIndex {
  /** Rows currently in the index. */
  readonly size: number;
  /** Adds the row `label`, or replaces its vector. */
  add(label: number, vector: Float32Array): void;
  /** Removes the row `label` (no-op when absent). */
  remove(label: number): void;
  /** Labels of about the `k` nearest rows by cosine (fewer when the index is smaller). */
  search(vector: Float32Array, k: number): number[];
  /**
   * Saves the index to `path` in a format `openHnswFile` searches in place (hnswlib's); absent when the index
   * cannot be saved. The file is written whole before this resolves; the caller renames it into place.
   */
  write?(path: string): Promise<void>;
}

/**
 * Creates an empty `ApproximateIndex` for vectors of `dimension`. `read`, when present, loads an index a `write`
 * saved (whole, in memory; off the main thread where the implementation can): searches only, labels as saved.
 */
export type ApproximateIndexFactory = ((dimension: number) => ApproximateIndex) & {
  read?: (path: string, dimension: number) => Promise<Pick<ApproximateIndex, 'search'>>;
};

import { importAtRunTime } from './import-at-run-time';
import type { ApproximateIndex, ApproximateIndexFactory } from './approximate-index';

/** Tuning of the HNSW graph (hnswlib's names). */
export interface HnswOptions {
  /** Links per node, default 16. */
  m?: number;
  /** Candidate list while inserting, default 64. */
  efConstruction?: number;
  /** Candidate list while searching (at least the `k` asked), default 64. */
  efSearch?: number;
  /** Seed of the level generator, default 100 (deterministic graphs for the same insertion order). */
  randomSeed?: number;
}

interface HierarchicalNswInstance {
  initIndex(maxElements: number, m?: number, efConstruction?: number, randomSeed?: number): void;
  resizeIndex(maxElements: number): void;
  getMaxElements(): number;
  addPoint(point: number[], label: number): void;
  markDelete(label: number): void;
  setEf(ef: number): void;
  searchKnn(point: number[], neighbours: number): { neighbors: number[] };
  writeIndexSync(path: string): void;
  readIndex(path: string): Promise<boolean>;
  getCurrentCount(): number;
}
type HnswModule = { HierarchicalNSW: new (space: 'cosine', dimension: number) => HierarchicalNswInstance };

let loaded: Promise<HnswModule | undefined> | undefined;

/**
 * Loads the optional peer `hnswlib-node` (a maintained native binding of hnswlib) and returns a factory of
 * cosine HNSW indexes, or `undefined` when the package is not installed or its native addon cannot load: the
 * caller then keeps the exact scan. Loaded once per process. Deleted rows are marked deleted (hnswlib never
 * returns them); re-adding a label updates it in place; capacity doubles when full.
 */
export async function loadHnswIndexFactory(options: HnswOptions = {}): Promise<ApproximateIndexFactory | undefined> {
  loaded ??= importAtRunTime('hnswlib-node')
    .then((imported) => {
      const module = imported as { default?: HnswModule } & Partial<HnswModule>;
      const resolved = module.HierarchicalNSW === undefined ? module.default : (module as HnswModule);
      return typeof resolved?.HierarchicalNSW === 'function' ? resolved : undefined;
    })
    .catch(() => undefined);
  const module = await loaded;
  if (module === undefined) return undefined;
  const { m = 16, efConstruction = 64, efSearch = 64, randomSeed = 100 } = options;
  const factory: ApproximateIndexFactory = (dimension) => createHnswIndex(module, dimension, { m, efConstruction, efSearch, randomSeed });
  // hnswlib-node reads the file on a worker thread: the event loop keeps serving meanwhile.
  factory.read = async (path, dimension) => {
    const graph = new module.HierarchicalNSW('cosine', dimension);
    await graph.readIndex(path);
    // Read-only from here: its count and the ef last set are kept, not asked of the addon per search.
    const count = graph.getCurrentCount();
    let ef = -1;
    return {
      search(vector, k) {
        const neighbours = Math.min(Math.floor(k), count);
        if (neighbours <= 0) return [];
        const wanted = Math.max(efSearch, neighbours);
        if (wanted !== ef) {
          graph.setEf(wanted);
          ef = wanted;
        }
        return graph.searchKnn(Array.from(vector), neighbours).neighbors;
      },
    };
  };
  return factory;
}

function createHnswIndex(module: HnswModule, dimension: number, options: Required<HnswOptions>): ApproximateIndex {
  const graph = new module.HierarchicalNSW('cosine', dimension);
  let capacity = 1024;
  graph.initIndex(capacity, options.m, options.efConstruction, options.randomSeed);
  // Labels ever inserted (hnswlib keeps deleted ones in its graph) and those live now.
  const inserted = new Set<number>();
  const live = new Set<number>();
  return {
    get size() {
      return live.size;
    },
    add(label, vector) {
      if (!inserted.has(label) && inserted.size >= capacity) {
        capacity *= 2;
        graph.resizeIndex(capacity);
      }
      graph.addPoint(Array.from(vector), label);
      inserted.add(label);
      live.add(label);
    },
    remove(label) {
      if (!live.has(label)) return;
      graph.markDelete(label);
      live.delete(label);
    },
    search(vector, k) {
      const neighbours = Math.min(Math.floor(k), live.size);
      if (neighbours <= 0) return [];
      graph.setEf(Math.max(options.efSearch, neighbours));
      return graph.searchKnn(Array.from(vector), neighbours).neighbors;
    },
    async write(path) {
      graph.writeIndexSync(path);
    },
  };
}

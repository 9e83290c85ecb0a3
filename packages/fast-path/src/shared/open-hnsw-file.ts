import { FastPathError } from '../fast-path-error';
import { importAtRunTime } from './import-at-run-time';

/** The part of `node:fs` `openHnswFile` reads with (positioned reads only: nothing is loaded whole). */
interface FileReader {
  openSync(path: string, flags: string): number;
  fstatSync(fd: number): { size: number };
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number;
  closeSync(fd: number): void;
}

/** One proposal of `HnswFile.search`: a label and its cosine with the query (the file's unit vector). */
export interface HnswFileHit {
  label: number;
  score: number;
}

/** A cosine HNSW graph saved by hnswlib (`writeIndex`), searched in place. */
export interface HnswFile {
  /** Elements in the file, deleted ones included. */
  readonly count: number;
  readonly dimension: number;
  /** About the `k` nearest live labels, best first (hnswlib's search: greedy upper levels, `ef` at level 0). */
  search(vector: Float32Array, k: number, ef?: number): HnswFileHit[];
  /** Nodes read from disk so far (each one positioned read). */
  readonly nodesRead: number;
  close(): void;
}

const headerBytes = 96;
/** Level-0 nodes per slab of `openHnswFile`'s node cache (about 75 KB at 256 dimensions). */
const slabNodes = 64;

/**
 * Opens an hnswlib index file (format of hnswlib 0.7–0.8, as hnswlib-node 3 writes it; `cosine` space, whose
 * stored vectors are unit length) for searching without loading it: the 96-byte header is checked against the file
 * size, the upper-level link lists (a few percent of the file) are read on the first search, and each level-0 node
 * a search visits is one positioned read of its links, vector and label, kept for later searches. A search touches
 * about `ef · M` nodes, so the first lookup of a fresh process reads a few megabytes whatever the file's size,
 * where `readIndex` reads all of it (about 117 MB at 100k rows of 256 floats). The search is hnswlib's: deleted
 * elements are walked through but never returned.
 * Throws `FastPathError('index_corrupt')` for a file whose header does not describe its size and shape.
 */
export async function openHnswFile(
  path: string,
  {
    dimension,
    fs,
  }: {
    dimension: number;
    /** `node:fs` when the caller has it already: each run-time import costs a fresh process a trip through the module loader. */
    fs?: FileReader;
  },
): Promise<HnswFile> {
  return openHnswFileWith(fs ?? ((await importAtRunTime('node:fs')) as FileReader), path, dimension);
}

function openHnswFileWith(fs: FileReader, path: string, dimension: number): HnswFile {
  const fd = fs.openSync(path, 'r');
  const corrupt = (message: string): never => {
    fs.closeSync(fd);
    throw new FastPathError({ code: 'index_corrupt', subject: 'index', message: `${path}: ${message}` });
  };
  const fileSize = fs.fstatSync(fd).size;
  if (fileSize < headerBytes) corrupt(`${fileSize} bytes is shorter than the header`);
  const head = new DataView(new ArrayBuffer(headerBytes));
  fs.readSync(fd, new Uint8Array(head.buffer), 0, headerBytes, 0);
  const size = (offset: number): number => Number(head.getBigUint64(offset, true));
  const offsetLevel0 = size(0);
  const count = size(16);
  const bytesPerElement = size(24);
  const labelOffset = size(32);
  const dataOffset = size(40);
  const maxLevel = head.getInt32(48, true);
  const entryPoint = head.getUint32(52, true);
  const maxM = size(56);
  const maxM0 = size(64);
  const level0End = headerBytes + count * bytesPerElement;
  if (
    offsetLevel0 !== 0 ||
    dataOffset !== 4 + maxM0 * 4 ||
    labelOffset !== dataOffset + dimension * 4 ||
    bytesPerElement !== labelOffset + 8 ||
    count < 1 ||
    entryPoint >= count ||
    maxLevel < 0 ||
    maxLevel > 64 ||
    level0End + count * 4 > fileSize
  ) {
    corrupt(`its header does not describe a cosine index of ${dimension} dimensions in ${fileSize} bytes`);
  }
  const upperBytes = 4 + maxM * 4;

  // Level-0 nodes, read on first visit: links, unit vector, label, deleted flag. Each is one positioned read into
  // the next free place of a slab shared by `slabNodes` nodes (one allocation per slab, not per node: a first
  // search reads hundreds of nodes).
  const nodes = new Map<number, { links: Uint32Array; vector: Float32Array; label: number; deleted: boolean }>();
  let slab = new Uint8Array(0);
  let slabAt = 0;
  const node = (id: number) => {
    let found = nodes.get(id);
    if (found === undefined) {
      if (id >= count) corrupt(`a link points at element ${id} of ${count}`);
      if (slabAt + bytesPerElement > slab.length) {
        slab = new Uint8Array(bytesPerElement * slabNodes);
        slabAt = 0;
      }
      const at = slabAt;
      if (fs.readSync(fd, slab, at, bytesPerElement, headerBytes + id * bytesPerElement) !== bytesPerElement) corrupt(`element ${id} is cut short`);
      slabAt += bytesPerElement;
      const { buffer } = slab;
      const linkCount = slab[at]! | (slab[at + 1]! << 8);
      if (linkCount > maxM0) corrupt(`element ${id} has ${linkCount} links, more than ${maxM0}`);
      // The label is an unsigned 64-bit integer: its two 32-bit halves, summed once (as `Number` of the BigInt rounds).
      const halves = new Uint32Array(buffer, at + labelOffset, 2);
      found = {
        links: new Uint32Array(buffer, at + 4, linkCount),
        vector: new Float32Array(buffer, at + dataOffset, dimension),
        label: halves[1]! * 4_294_967_296 + halves[0]!,
        deleted: (slab[at + 2]! & 1) === 1,
      };
      nodes.set(id, found);
    }
    return found;
  };

  // Upper-level link lists: the file's tail, one length-prefixed block per element, read whole on first search.
  let upper: { offsets: Int32Array; data: DataView } | undefined;
  const upperLinks = (id: number, level: number): Uint32Array => {
    if (upper === undefined) {
      const tail = new Uint8Array(fileSize - level0End);
      fs.readSync(fd, tail, 0, tail.length, level0End);
      const data = new DataView(tail.buffer);
      // Every block is a whole number of 32-bit words (its length and its link lists), so each length is one word.
      const words = new Uint32Array(tail.buffer, 0, tail.length >>> 2);
      const offsets = new Int32Array(count).fill(-1);
      let at = 0;
      for (let element = 0; element < count; element += 1) {
        if (at + 4 > tail.length) corrupt('the upper-level links are cut short');
        const bytes = words[at >>> 2]!;
        at += 4;
        if (bytes > 0) {
          if (bytes % upperBytes !== 0 || at + bytes > tail.length) corrupt(`element ${element} has a broken upper-level link list`);
          offsets[element] = at;
          at += bytes;
        }
      }
      if (at !== tail.length) corrupt(`${tail.length - at} bytes follow the upper-level links`);
      upper = { offsets, data };
    }
    const start = upper.offsets[id]!;
    if (start < 0) return new Uint32Array(0);
    const at = start + (level - 1) * upperBytes;
    const linkCount = upper.data.getUint16(at, true);
    return new Uint32Array(upper.data.buffer, at + 4, Math.min(linkCount, maxM));
  };

  const unit = new Float32Array(dimension);
  const distance = (vector: Float32Array): number => {
    let sum = 0;
    for (let column = 0; column < dimension; column += 1) sum += unit[column]! * vector[column]!;
    return 1 - sum;
  };
  const visited = new Uint32Array(count);
  let visitTag = 0;

  return {
    count,
    dimension,
    get nodesRead() {
      return nodes.size;
    },
    search(vector, k, ef = 64) {
      if (vector.length !== dimension) {
        throw new FastPathError({ code: 'dimension_mismatch', subject: 'vector', message: `query has ${vector.length} dimensions, expected ${dimension}` });
      }
      let norm = 0;
      for (let column = 0; column < dimension; column += 1) norm += vector[column]! * vector[column]!;
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let column = 0; column < dimension; column += 1) unit[column] = vector[column]! * scale;
      const width = Math.max(ef, k);

      let current = entryPoint;
      let currentDistance = distance(node(current).vector);
      for (let level = maxLevel; level > 0; level -= 1) {
        let changed = true;
        while (changed) {
          changed = false;
          for (const candidate of upperLinks(current, level)) {
            const candidateDistance = distance(node(candidate).vector);
            if (candidateDistance < currentDistance) {
              currentDistance = candidateDistance;
              current = candidate;
              changed = true;
            }
          }
        }
      }

      visitTag += 1;
      if (visitTag === 0xffffffff) {
        visited.fill(0);
        visitTag = 1;
      }
      // `top`: the best `width` live elements (a max-heap by distance); `frontier`: elements to expand (min-heap).
      const top = createHeap((left, right) => left.distance > right.distance);
      const frontier = createHeap((left, right) => left.distance < right.distance);
      const start = node(current);
      let lowerBound = Number.POSITIVE_INFINITY;
      if (!start.deleted) {
        lowerBound = currentDistance;
        top.push({ id: current, distance: currentDistance });
      }
      frontier.push({ id: current, distance: start.deleted ? Number.POSITIVE_INFINITY : currentDistance });
      visited[current] = visitTag;
      while (frontier.size > 0) {
        const next = frontier.peek()!;
        if (next.distance > lowerBound && top.size === width) break;
        frontier.pop();
        for (const candidate of node(next.id).links) {
          if (visited[candidate] === visitTag) continue;
          visited[candidate] = visitTag;
          const entry = node(candidate);
          const candidateDistance = distance(entry.vector);
          if (top.size < width || lowerBound > candidateDistance) {
            frontier.push({ id: candidate, distance: candidateDistance });
            if (!entry.deleted) top.push({ id: candidate, distance: candidateDistance });
            if (top.size > width) top.pop();
            if (top.size > 0) lowerBound = top.peek()!.distance;
          }
        }
      }
      const found: HnswFileHit[] = [];
      while (top.size > 0) {
        const { id, distance: best } = top.pop()!;
        found.push({ label: node(id).label, score: 1 - best });
      }
      return found.reverse().slice(0, k);
    },
    close() {
      fs.closeSync(fd);
    },
  };
}

interface HeapEntry {
  id: number;
  distance: number;
}

/** A binary heap whose root is the entry `above` ranks first. */
function createHeap(above: (left: HeapEntry, right: HeapEntry) => boolean) {
  const items: HeapEntry[] = [];
  return {
    get size() {
      return items.length;
    },
    peek: (): HeapEntry | undefined => items[0],
    push(entry: HeapEntry) {
      items.push(entry);
      let at = items.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!above(items[at]!, items[parent]!)) break;
        [items[at], items[parent]] = [items[parent]!, items[at]!];
        at = parent;
      }
    },
    pop(): HeapEntry | undefined {
      const root = items[0];
      const last = items.pop();
      if (items.length > 0 && last !== undefined) {
        items[0] = last;
        let at = 0;
        for (;;) {
          const left = 2 * at + 1;
          const right = left + 1;
          let best = at;
          if (left < items.length && above(items[left]!, items[best]!)) best = left;
          if (right < items.length && above(items[right]!, items[best]!)) best = right;
          if (best === at) break;
          [items[at], items[best]] = [items[best]!, items[at]!];
          at = best;
        }
      }
      return root;
    },
  };
}

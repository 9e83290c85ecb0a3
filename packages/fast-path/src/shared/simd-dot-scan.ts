/**
 * The WebAssembly module of `createSimdDotScan`, assembled by hand (no toolchain needed). Its one export
 * `s(matrix, query, out, rows, rowBytes)` writes, for each of `rows` rows of `rowBytes / 4` float32 values
 * starting at byte `matrix`, the float32 dot product with the vector at byte `query` to byte `out + 4 * row`.
 * `rowBytes` must be a positive multiple of 64: four `f32x4` accumulators take 16 floats per step.
 *
 * ```wat
 * (func (export "s") (param $m i32) (param $q i32) (param $out i32) (param $rows i32) (param $rowBytes i32)
 *   (local $j i32) (local $a0 v128) (local $a1 v128) (local $a2 v128) (local $a3 v128)
 *   (block $done (loop $row
 *     (br_if $done (i32.eqz (local.get $rows)))
 *     ;; a0..a3 = 0, j = 0
 *     (loop $column
 *       ;; aK += load(m + j + 16K) * load(q + j + 16K), K = 0..3
 *       (br_if $column (i32.lt_u (local.tee $j (i32.add (local.get $j) (i32.const 64))) (local.get $rowBytes))))
 *     ;; a0 = (a0 + a1) + (a2 + a3); store (lane0 + lane1) + (lane2 + lane3) at out
 *     ;; out += 4, m += rowBytes, rows -= 1
 *     (br $row))))
 * ```
 */
function moduleBytes(): Uint8Array {
  const simd = (opcode: number[]): number[] => [0xfd, ...opcode];
  const zero = [...simd([0x0c]), ...new Array<number>(16).fill(0)];
  const localGet = (index: number): number[] => [0x20, index];
  const localSet = (index: number): number[] => [0x21, index];
  const load = (base: number, offset: number): number[] => [...localGet(base), ...localGet(5), 0x6a, ...simd([0x00]), 4, offset];
  const f32x4Add = simd([0xe4, 0x01]);
  const f32x4Mul = simd([0xe6, 0x01]);
  const lane = (index: number): number[] => [...localGet(6), ...simd([0x1f]), index];
  const step = [0, 1, 2, 3].flatMap((k) => [...localGet(6 + k), ...load(0, 16 * k), ...load(1, 16 * k), ...f32x4Mul, ...f32x4Add, ...localSet(6 + k)]);
  const body = [
    2, 1, 0x7f, 4, 0x7b, // locals: one i32 ($j), four v128
    0x02, 0x40, 0x03, 0x40,
    ...localGet(3), 0x45, 0x0d, 1,
    ...[6, 7, 8, 9].flatMap((index) => [...zero, ...localSet(index)]),
    0x41, 0, ...localSet(5),
    0x03, 0x40,
    ...step,
    ...localGet(5), 0x41, 0xc0, 0x00, 0x6a, 0x22, 5, ...localGet(4), 0x49, 0x0d, 0,
    0x0b,
    ...localGet(2),
    ...localGet(6), ...localGet(7), ...f32x4Add, ...localGet(8), ...localGet(9), ...f32x4Add, ...f32x4Add, ...localSet(6),
    ...lane(0), ...lane(1), 0x92, ...lane(2), ...lane(3), 0x92, 0x92,
    0x38, 2, 0,
    ...localGet(2), 0x41, 4, 0x6a, ...localSet(2),
    ...localGet(0), ...localGet(4), 0x6a, ...localSet(0),
    ...localGet(3), 0x41, 1, 0x6b, ...localSet(3),
    0x0c, 0,
    0x0b, 0x0b, 0x0b,
  ];
  const leb = (value: number): number[] => {
    const bytes: number[] = [];
    let rest = value;
    do {
      const byte = rest & 0x7f;
      rest >>>= 7;
      bytes.push(rest === 0 ? byte : byte | 0x80);
    } while (rest !== 0);
    return bytes;
  };
  const section = (id: number, content: number[]): number[] => [id, ...leb(content.length), ...content];
  const bodyWithSize = [...leb(body.length), ...body];
  return new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [1, 0x60, 5, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0]),
    ...section(2, [1, 1, 0x65, 1, 0x6d, 0x02, 0x00, 0x00]), // import "e" "m": memory, min 0 pages
    ...section(3, [1, 0]),
    ...section(7, [1, 1, 0x73, 0x00, 0]),
    ...section(10, [1, ...bodyWithSize]),
  ]);
}

/** The part of the global `WebAssembly` used here (the package compiles against ES2023 + Node types only). */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Memory: new (descriptor: { initial: number; maximum: number }) => { readonly buffer: ArrayBuffer; grow(pages: number): number };
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { readonly exports: Record<string, unknown> };
}

const webAssembly = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
let compiled: object | null | undefined;

/** The compiled module, or `null` where this runtime has no WebAssembly SIMD (checked once). */
function simdModule(): object | null {
  if (compiled === undefined) {
    try {
      compiled = webAssembly === undefined ? null : new webAssembly.Module(moduleBytes());
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/** A matrix of float32 rows in WebAssembly memory and the SIMD kernel that scores them all against one query. */
export interface SimdDotScan {
  /** The packed rows (`rows x dimension`), to be filled by the caller; a view on the scan's memory. */
  readonly matrix: Float32Array;
  /** How many rows the matrix holds. */
  readonly rows: number;
  /**
   * Grows the matrix to `rows` rows in place (WebAssembly `memory.grow`: the rows already written stay where they
   * are, nothing is copied by the caller); `matrix` is then a new view. Returns false when the memory cannot grow
   * (the caller allocates a new scan and copies).
   */
  grow(rows: number): boolean;
  /**
   * Writes float32 dot products of the first `rows` rows (default: all) with `query` (float32-rounded) to the
   * returned array (reused between calls: read it before the next call). Summation order differs from a sequential scan, so each
   * score may differ from the exact dot product by the bound of `createSimdDotScan`.
   */
  scores(query: Float64Array | Float32Array, rows?: number): Float32Array;
}

/**
 * Allocates WebAssembly memory for `rows x dimension` float32 values, a query and `rows` scores, and returns the
 * SIMD scan over it, or `undefined` where the runtime has no WebAssembly SIMD, `dimension` is not a multiple of
 * 16, or the matrix does not fit a 32-bit memory. Error bound: each score is a float32 sum in which every
 * product goes through one multiplication, one query rounding and at most `dimension / 16 + 4` additions, so
 * |score - exact| <= (dimension / 16 + 6) * 2^-24 / (1 - ...) * sum |row_i * query_i| (Higham, Accuracy and
 * Stability of Numerical Algorithms, §3.1); callers use the looser `(dimension + 64) * 2^-24 * |row| * |query|`.
 */
export function createSimdDotScan(rows: number, dimension: number): SimdDotScan | undefined {
  const module = simdModule();
  if (webAssembly === undefined || module === null || dimension <= 0 || dimension % 16 !== 0 || rows <= 0) return undefined;
  const layout = (capacity: number) => {
    const queryOffset = capacity * dimension * 4;
    const outOffset = queryOffset + dimension * 4;
    return { queryOffset, outOffset, pages: Math.ceil((outOffset + capacity * 4) / 65_536) };
  };
  let current = layout(rows);
  if (current.pages > 65_535) return undefined;
  let memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  try {
    // A declared maximum lets the memory grow in place (the engine reserves address space, not memory).
    memory = new webAssembly.Memory({ initial: current.pages, maximum: 65_535 });
  } catch {
    try {
      memory = new webAssembly.Memory({ initial: current.pages, maximum: current.pages });
    } catch {
      return undefined;
    }
  }
  const instance = new webAssembly.Instance(module, { e: { m: memory } });
  const kernel = instance.exports['s'] as (matrix: number, query: number, out: number, rows: number, rowBytes: number) => void;
  let capacity = rows;
  let matrix = new Float32Array(memory.buffer, 0, capacity * dimension);
  let queryView = new Float32Array(memory.buffer, current.queryOffset, dimension);
  let out = new Float32Array(memory.buffer, current.outOffset, capacity);
  return {
    get matrix() {
      return matrix;
    },
    get rows() {
      return capacity;
    },
    grow(nextRows) {
      if (nextRows <= capacity) return true;
      const next = layout(nextRows);
      const have = memory.buffer.byteLength / 65_536;
      if (next.pages > 65_535) return false;
      try {
        if (next.pages > have) memory.grow(next.pages - have);
      } catch {
        return false;
      }
      capacity = nextRows;
      current = next;
      matrix = new Float32Array(memory.buffer, 0, capacity * dimension);
      queryView = new Float32Array(memory.buffer, current.queryOffset, dimension);
      out = new Float32Array(memory.buffer, current.outOffset, capacity);
      return true;
    },
    scores(query, count = capacity) {
      queryView.set(query);
      kernel(0, current.queryOffset, current.outOffset, Math.max(0, Math.min(capacity, Math.floor(count))), dimension * 4);
      return out;
    },
  };
}

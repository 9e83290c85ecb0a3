/**
 * Internal GGUF v3 encoder used by `writeTinyGguf`. Layout (llama.cpp docs/gguf.md):
 * magic `GGUF`, uint32 version, uint64 tensor count, uint64 KV count, the KV pairs, the tensor infos, padding to
 * `general.alignment`, then the tensor data (each tensor at an aligned offset relative to the data section).
 * Every integer is little-endian.
 */

/** GGUF metadata value types (gguf_type). */
const ggufValueType = {
  uint8: 0,
  int8: 1,
  uint16: 2,
  int16: 3,
  uint32: 4,
  int32: 5,
  float32: 6,
  bool: 7,
  string: 8,
  array: 9,
  uint64: 10,
  int64: 11,
  float64: 12,
} as const;

/** A metadata value with its explicit GGUF type. */
export type GgufValue =
  | { type: 'uint32'; value: number }
  | { type: 'int32'; value: number }
  | { type: 'float32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'array'; itemType: 'string'; value: readonly string[] }
  | { type: 'array'; itemType: 'float32'; value: readonly number[] }
  | { type: 'array'; itemType: 'int32'; value: readonly number[] };

/** One F32 tensor: `dimensions` in ggml order (ne[0] first, the contiguous row length). */
export interface GgufTensor {
  name: string;
  dimensions: readonly number[];
  data: Float32Array;
}

const ggmlTypeF32 = 0;

/** Grows a byte buffer as values are appended. */
class ByteWriter {
  private buffer = Buffer.alloc(1024);
  length = 0;

  private reserve(size: number): void {
    if (this.length + size <= this.buffer.length) return;
    const next = Buffer.alloc(Math.max(this.buffer.length * 2, this.length + size));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  uint32(value: number): void {
    this.reserve(4);
    this.buffer.writeUInt32LE(value, this.length);
    this.length += 4;
  }

  int32(value: number): void {
    this.reserve(4);
    this.buffer.writeInt32LE(value, this.length);
    this.length += 4;
  }

  uint64(value: number): void {
    this.reserve(8);
    this.buffer.writeBigUInt64LE(BigInt(value), this.length);
    this.length += 8;
  }

  float32(value: number): void {
    this.reserve(4);
    this.buffer.writeFloatLE(value, this.length);
    this.length += 4;
  }

  bool(value: boolean): void {
    this.reserve(1);
    this.buffer.writeUInt8(value ? 1 : 0, this.length);
    this.length += 1;
  }

  string(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.uint64(bytes.length);
    this.bytes(bytes);
  }

  bytes(value: Uint8Array): void {
    this.reserve(value.length);
    this.buffer.set(value, this.length);
    this.length += value.length;
  }

  padTo(alignment: number): void {
    const padding = (alignment - (this.length % alignment)) % alignment;
    this.reserve(padding);
    this.buffer.fill(0, this.length, this.length + padding);
    this.length += padding;
  }

  toBuffer(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

function writeValue(writer: ByteWriter, value: GgufValue): void {
  writer.uint32(ggufValueType[value.type]);
  switch (value.type) {
    case 'uint32':
      writer.uint32(value.value);
      return;
    case 'int32':
      writer.int32(value.value);
      return;
    case 'float32':
      writer.float32(value.value);
      return;
    case 'bool':
      writer.bool(value.value);
      return;
    case 'string':
      writer.string(value.value);
      return;
    case 'array':
      writer.uint32(ggufValueType[value.itemType]);
      writer.uint64(value.value.length);
      for (const item of value.value) {
        if (value.itemType === 'string') writer.string(item as string);
        else if (value.itemType === 'float32') writer.float32(item as number);
        else writer.int32(item as number);
      }
      return;
  }
}

/** Encodes a complete GGUF v3 file (F32 tensors only) into one buffer. */
export function encodeGguf({
  metadata,
  tensors,
  alignment = 32,
}: {
  metadata: ReadonlyArray<readonly [string, GgufValue]>;
  tensors: readonly GgufTensor[];
  alignment?: number;
}): Buffer {
  const writer = new ByteWriter();
  writer.bytes(Buffer.from('GGUF', 'ascii'));
  writer.uint32(3);
  writer.uint64(tensors.length);
  writer.uint64(metadata.length + 1);
  writer.string('general.alignment');
  writeValue(writer, { type: 'uint32', value: alignment });
  for (const [key, value] of metadata) {
    writer.string(key);
    writeValue(writer, value);
  }

  let offset = 0;
  const offsets: number[] = [];
  for (const tensor of tensors) {
    const elementCount = tensor.dimensions.reduce((product, dimension) => product * dimension, 1);
    if (elementCount !== tensor.data.length) {
      throw new Error(`encodeGguf: tensor ${tensor.name} has ${tensor.data.length} values for dimensions ${tensor.dimensions.join('x')}`);
    }
    writer.string(tensor.name);
    writer.uint32(tensor.dimensions.length);
    for (const dimension of tensor.dimensions) writer.uint64(dimension);
    writer.uint32(ggmlTypeF32);
    writer.uint64(offset);
    offsets.push(offset);
    offset += Math.ceil(tensor.data.byteLength / alignment) * alignment;
  }

  writer.padTo(alignment);
  for (const tensor of tensors) {
    writer.bytes(new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    writer.padTo(alignment);
  }
  return writer.toBuffer();
}

/**
 * Internal protobuf encoder used by `writeTinyOnnxModel`: just the wire types ONNX's ModelProto needs
 * (varint = 0, length-delimited = 2, fixed32 = 5). Field numbers come from onnx/onnx.proto3.
 */
export class ProtobufWriter {
  private readonly chunks: Uint8Array[] = [];

  /** Appends a varint-encoded integer (non-negative, or negative as 64-bit two's complement). */
  private varint(value: number | bigint): void {
    let remaining = BigInt.asUintN(64, BigInt(value));
    const bytes: number[] = [];
    do {
      let byte = Number(remaining & 0x7fn);
      remaining >>= 7n;
      if (remaining !== 0n) byte |= 0x80;
      bytes.push(byte);
    } while (remaining !== 0n);
    this.chunks.push(Uint8Array.from(bytes));
  }

  private key(field: number, wireType: 0 | 2 | 5): void {
    this.varint((field << 3) | wireType);
  }

  /** An int32/int64/enum field. */
  integer(field: number, value: number | bigint): this {
    this.key(field, 0);
    this.varint(value);
    return this;
  }

  /** A float field (fixed32, little-endian). */
  float(field: number, value: number): this {
    this.key(field, 5);
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setFloat32(0, value, true);
    this.chunks.push(bytes);
    return this;
  }

  /** A bytes field. */
  bytes(field: number, value: Uint8Array): this {
    this.key(field, 2);
    this.varint(value.byteLength);
    this.chunks.push(value);
    return this;
  }

  /** A string field (UTF-8). */
  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  /** An embedded message field. */
  message(field: number, build: (writer: ProtobufWriter) => void): this {
    const inner = new ProtobufWriter();
    build(inner);
    return this.bytes(field, inner.finish());
  }

  /** A packed repeated int64 field. */
  packedIntegers(field: number, values: readonly number[]): this {
    const inner = new ProtobufWriter();
    for (const value of values) inner.varint(value);
    return this.bytes(field, inner.finish());
  }

  /** The encoded message. */
  finish(): Uint8Array {
    const total = this.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    const output = new Uint8Array(total);
    let offset = 0;
    for (const chunk of this.chunks) {
      output.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return output;
  }
}

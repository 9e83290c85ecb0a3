import { describe, expect, it } from 'vitest';
import { ProtobufWriter } from './write-tiny-onnx-protobuf';

describe('ProtobufWriter', () => {
  it('should encode varints, strings and nested messages on the protobuf wire format', () => {
    const bytes = new ProtobufWriter()
      .integer(1, 300)
      .string(2, 'è')
      .message(3, (inner) => inner.integer(1, -1))
      .finish();
    expect(Array.from(bytes)).toEqual([
      0x08, 0xac, 0x02, // field 1 varint 300
      0x12, 0x02, 0xc3, 0xa8, // field 2 "è" in UTF-8
      0x1a, 0x0b, 0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01, // field 3 { field 1 = -1 as int64 }
    ]);
  });

  it('should pack repeated integers and write floats as little-endian fixed32', () => {
    expect(Array.from(new ProtobufWriter().packedIntegers(1, [3, 270]).float(2, 1).finish())).toEqual([
      0x0a, 0x03, 0x03, 0x8e, 0x02, 0x15, 0x00, 0x00, 0x80, 0x3f,
    ]);
  });
});

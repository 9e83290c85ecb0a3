import { describe, expect, it } from 'vitest';
import { blobToVector, vectorToBlob } from './vector-blob';

describe('vectorToBlob', () => {
  it('should write 4 little-endian bytes per component, copying only the view', () => {
    const backing = new Float32Array([9, 1.5, -2, 9]);
    const blob = vectorToBlob(backing.subarray(1, 3));
    expect(blob.byteLength).toBe(8);
    expect(blob.readFloatLE(0)).toBe(1.5);
    expect(blob.readFloatLE(4)).toBe(-2);
  });
});

describe('blobToVector', () => {
  it('should read aligned and unaligned buffers', () => {
    const bytes = Buffer.alloc(9);
    bytes.writeFloatLE(0.25, 1);
    bytes.writeFloatLE(-8, 5);
    expect(Array.from(blobToVector(bytes.subarray(1))!)).toEqual([0.25, -8]);
    expect(Array.from(blobToVector(vectorToBlob(new Float32Array([3, 4])))!)).toEqual([3, 4]);
  });

  it('should return undefined for a length that is not a multiple of 4', () => {
    expect(blobToVector(Buffer.alloc(6))).toBeUndefined();
  });
});

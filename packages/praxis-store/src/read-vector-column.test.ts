import { describe, expect, it } from 'vitest';
import { readVectorColumn } from './read-vector-column';
import { vectorToBlob } from './vector-blob';

describe('readVectorColumn', () => {
  it('should return the stored vector', () => {
    expect(Array.from(readVectorColumn(vectorToBlob(new Float32Array([1, 2])), { filename: 'f', column: 'c', dimension: 2 }))).toEqual([1, 2]);
  });

  it('should raise a corrupt error when the length disagrees with the recorded dimension', () => {
    expect(() => readVectorColumn(Buffer.alloc(12), { filename: 'f.sqlite', column: 't.vector', dimension: 2 })).toThrow(
      expect.objectContaining({ code: 'corrupt', filename: 'f.sqlite' }),
    );
  });
});

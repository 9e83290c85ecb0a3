/**
 * Float32 vectors are stored as little-endian BLOBs of `4 * dimension` bytes (the layout of a Float32Array
 * on every platform Node ships for). `vectorToBlob` copies; `blobToVector` returns a view when the buffer is
 * 4-byte aligned and a copy otherwise.
 */
export function vectorToBlob(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer.slice(vector.byteOffset, vector.byteOffset + vector.byteLength));
}

/** Reads a BLOB written by `vectorToBlob`; a byte length that is not a multiple of 4 returns `undefined`. */
export function blobToVector(blob: Uint8Array): Float32Array | undefined {
  if (blob.byteLength % 4 !== 0) return undefined;
  if (blob.byteOffset % 4 === 0) return new Float32Array(blob.buffer, blob.byteOffset, blob.byteLength / 4);
  const vector = new Float32Array(blob.byteLength / 4);
  new Uint8Array(vector.buffer).set(blob);
  return vector;
}

import { PraxisStoreError } from './praxis-store-error';
import { blobToVector } from './vector-blob';

/**
 * Reads a vector BLOB back; a BLOB whose byte length is not a multiple of 4 or does not match the row's
 * `dimension` can only come from an altered file, so it raises a `corrupt` PraxisStoreError.
 */
export function readVectorColumn(
  blob: Uint8Array,
  { filename, column, dimension }: { filename: string; column: string; dimension: number },
): Float32Array {
  const vector = blobToVector(blob);
  if (vector === undefined || vector.length !== dimension) {
    throw new PraxisStoreError({
      code: 'corrupt',
      filename,
      message: `column ${column} holds a ${blob.byteLength}-byte vector where ${dimension} float32 values were recorded`,
    });
  }
  return vector;
}

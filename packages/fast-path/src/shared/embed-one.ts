import type { Embedder } from '@metnos/core';
import { FastPathError } from '../fast-path-error';

/** Embeds one text and checks the vector's dimension against the embedder's. */
export async function embedOne(embedder: Embedder, text: string, abortSignal?: AbortSignal): Promise<Float32Array> {
  const [vector] = await embedder.embed([text], abortSignal === undefined ? undefined : { abortSignal });
  if (vector === undefined || vector.length !== embedder.dimension) {
    throw new FastPathError({
      code: 'embedder_failed',
      subject: 'embedder',
      message: `${embedder.id} returned ${vector === undefined ? 'no vector' : `${vector.length} dimensions`} (expected ${embedder.dimension})`,
    });
  }
  return vector;
}

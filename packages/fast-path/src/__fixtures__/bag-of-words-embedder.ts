import type { Embedder } from '@metnos/core';

/**
 * A deterministic test embedder: a hashed bag of words (FNV-1a into `dimension` buckets), L2-normalised.
 * Word order does not matter, so reordered requests score 1. `blindTo` words are dropped before hashing, to
 * model how a real embedder barely separates "alarm at 7" from "alarm at 9" or "on" from "off": the guards,
 * not the threshold, must then refuse those matches. Counts its calls in `calls`. Held to the Embedder contract
 * (bag-of-words-embedder.test.ts).
 */
export class BagOfWordsEmbedder implements Embedder {
  readonly id: string;
  readonly dimension: number;
  calls = 0;
  private readonly blindTo: ReadonlySet<string>;

  constructor({ dimension = 256, blindTo = [], id }: { dimension?: number; blindTo?: string[]; id?: string } = {}) {
    this.dimension = dimension;
    this.blindTo = new Set(blindTo);
    this.id = id ?? `bag-of-words-${dimension}`;
  }

  async embed(texts: string[], options: { abortSignal?: AbortSignal } = {}): Promise<Float32Array[]> {
    options.abortSignal?.throwIfAborted();
    this.calls += texts.length;
    return texts.map((text) => this.embedSync(text));
  }

  /** The same vector `embed` returns, synchronously (for building fixtures). */
  embedSync(text: string): Float32Array {
    const vector = new Float32Array(this.dimension);
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}${}_']+/u)) {
      if (word.length === 0 || this.blindTo.has(word)) continue;
      let hash = 0x811c9dc5;
      for (let index = 0; index < word.length; index += 1) hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193);
      vector[(hash >>> 0) % this.dimension]! += 1;
    }
    const norm = Math.hypot(...vector) || 1;
    return vector.map((value) => value / norm);
  }
}

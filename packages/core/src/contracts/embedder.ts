/**
 * Turns texts into unit-length vectors. Vectors of different embedders are never compared: stores tag every
 * vector with `id` and `dimension`, and thresholds are kept per embedder id.
 */
export interface Embedder {
  /** Stable identifier of model + pooling + dimension, e.g. `hashed-ngram-v1-256` or `onnx:bge-m3:cls:1024`. */
  readonly id: string;
  readonly dimension: number;
  /** Embeds a batch; the result has one L2-normalised vector per text, in order. */
  embed(texts: string[], options?: { abortSignal?: AbortSignal }): Promise<Float32Array[]>;
}

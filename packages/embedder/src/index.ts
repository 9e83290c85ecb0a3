export { createHashedEmbedder } from './create-hashed-embedder';
export type { CreateHashedEmbedderOptions } from './create-hashed-embedder';
export { createOnnxEmbedder } from './create-onnx-embedder';
export type { CreateOnnxEmbedderOptions, OnnxEmbedder } from './create-onnx-embedder';
export type { Pooling } from './pool-hidden-states';
export { EmbedderError } from './embedder-error';
export type { EmbedderErrorCode } from './embedder-error';
export { cosineSimilarity } from './cosine-similarity';
export {
  createHttpEmbedder,
  buildEmbeddingRequest,
  readEmbeddingResponse,
  EmbedderHttpError,
  EmbedderNetworkError,
  EmbedderTimeoutError,
  EmbedderResponseError,
  EmbedderDimensionError,
} from './http/index';
export type { CreateHttpEmbedderOptions, HttpEmbedder, HttpEmbeddingApi, EmbeddingResponseReading } from './http/index';
// The @metnos/core parts this package's API uses, so that its users need not install @metnos/core.

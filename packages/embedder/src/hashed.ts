// `@metnos/embedder/hashed`: the weight-free hashed embedder and the cosine helper alone, platform-neutral
// (browser, edge, Node) and free of the ONNX embedder's Node file access and optional packages.
export { createHashedEmbedder } from './create-hashed-embedder';
export type { CreateHashedEmbedderOptions } from './create-hashed-embedder';
export { cosineSimilarity } from './cosine-similarity';
export { EmbedderError } from './embedder-error';
export type { EmbedderErrorCode } from './embedder-error';

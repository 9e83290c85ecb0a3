import { createHttpEmbedder, type HttpEmbedder } from '@metnos/embedder';
import type { AssistantConfig } from './assistant-config';

/**
 * The embedder of `[embedder] kind = "http"`: an embedding server at `base_url` speaking `api` (OpenAI-compatible
 * `/v1/embeddings` or llama-server's `/embedding`), with `model`, `api_key`, `batch_size`, `timeout_ms` and
 * `max_retries`. `http_dimension = 0` asks the server for the vector length once, now; otherwise the declared
 * length is checked on every answer. Its id is `http:<model>:<dimension>`.
 */
export function createHttpEmbedderFromConfig(embedder: AssistantConfig['embedder'], { abortSignal }: { abortSignal?: AbortSignal } = {}): Promise<HttpEmbedder> {
  return createHttpEmbedder({
    baseUrl: embedder.base_url,
    model: embedder.model,
    api: embedder.api,
    apiKey: embedder.api_key,
    ...(embedder.http_dimension === 0 ? {} : { dimension: embedder.http_dimension }),
    batchSize: embedder.batch_size,
    timeoutMs: embedder.timeout_ms,
    maxRetries: embedder.max_retries,
    ...(abortSignal === undefined ? {} : { abortSignal }),
  });
}

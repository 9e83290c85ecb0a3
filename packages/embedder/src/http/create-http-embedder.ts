import type { Embedder } from '@metnos/core';
import { HttpResponseError, HttpStatusError, HttpTimeoutError, HttpUnreachableError, requestJson, type HttpClientOptions, type JsonResponse } from '@metnos/http-client';
import { EmbedderError } from '../embedder-error';
import { l2Normalize } from '../l2-normalize';
import { buildEmbeddingRequest, type HttpEmbeddingApi } from './build-embedding-request';
import { EmbedderDimensionError } from './embedder-dimension-error';
import { EmbedderHttpError } from './embedder-http-error';
import { EmbedderNetworkError } from './embedder-network-error';
import { EmbedderResponseError } from './embedder-response-error';
import { EmbedderTimeoutError } from './embedder-timeout-error';
import { readEmbeddingResponse } from './read-embedding-response';

/** Options of `createHttpEmbedder`. */
export interface CreateHttpEmbedderOptions {
  /** Server URL, e.g. `http://127.0.0.1:8080` (llama-server), `http://127.0.0.1:11434` (Ollama); a trailing `/v1` is fine. */
  baseUrl: string;
  /**
   * The model the server embeds with (e.g. `bge-m3`): sent to the server and spelled into `id`, so vectors and
   * thresholds of different models are never mixed. Required.
   */
  model: string;
  /** `openai` (default: `POST /v1/embeddings`) or `llama-server` (its native `POST /embedding`). */
  api?: HttpEmbeddingApi;
  /** The vector length the model returns; omitted = ask the server once (one short text) at creation. */
  dimension?: number;
  /** Sent as `Authorization: Bearer <apiKey>` when non-empty. */
  apiKey?: string;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /** Texts per request (default 32). */
  batchSize?: number;
  /** Time one batch request may take, per attempt, body included (default 30,000 ms). */
  timeoutMs?: number;
  /** Retries of a batch on 408/409/429/5xx and refused or reset connections (default 2). */
  maxRetries?: number;
  /** First retry delay; each further retry doubles it, with equal jitter (default 500 ms). */
  initialDelayMs?: number;
  /** Upper bound of one retry delay, a server's `Retry-After` included (default 10,000 ms). */
  maxDelayMs?: number;
  /** Aborts the dimension probe. */
  abortSignal?: AbortSignal;
}

/** An HTTP embedder: the core `Embedder` plus where it sends texts. */
export interface HttpEmbedder extends Embedder {
  readonly baseUrl: string;
  readonly model: string;
  readonly api: HttpEmbeddingApi;
}

/** A transport error of @metnos/http-client as this package's branded subclass of it; anything else unchanged. */
function toEmbedderError(error: unknown): unknown {
  if (HttpStatusError.isInstance(error)) {
    return new EmbedderHttpError({ status: error.status, request: error.request, responseBody: error.responseBody, ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }), cause: error });
  }
  if (HttpTimeoutError.isInstance(error)) return new EmbedderTimeoutError({ request: error.request, timeoutMs: error.timeoutMs, cause: error });
  if (HttpUnreachableError.isInstance(error)) return new EmbedderNetworkError({ request: error.request, ...(error.errorCode === undefined ? {} : { errorCode: error.errorCode }), cause: error });
  if (HttpResponseError.isInstance(error)) return new EmbedderResponseError({ request: error.request, responseBody: error.responseBody, message: 'the answer is not JSON', cause: error });
  return error;
}

/**
 * An `Embedder` backed by a server people already run: any OpenAI-compatible `POST /v1/embeddings`
 * (llama-server `--embedding`, Ollama, vLLM, TEI) or llama-server's native `POST /embedding`. Texts go in batches
 * of `batchSize`; each batch is retried with exponential backoff and jitter on 408/409/429/5xx (honouring
 * `Retry-After`) and on refused or reset connections (@metnos/http-client does the transport). Vectors are L2-normalised here,
 * whatever the server did. Every vector must have the declared `dimension` (or, when it is omitted, the one a
 * probe at creation found): another length is an `EmbedderDimensionError`, never a silently mixed vector space.
 * `id` = `http:<model>:<dimension>`, so thresholds and stored vectors stay per model and dimension. Errors:
 * `EmbedderHttpError`, `EmbedderNetworkError`, `EmbedderTimeoutError`, `EmbedderResponseError`,
 * `EmbedderDimensionError`, and `EmbedderError` (`invalid_input`) for bad options or texts; an aborted
 * `abortSignal` rejects with its reason.
 */
export async function createHttpEmbedder({
  baseUrl,
  model,
  api = 'openai',
  dimension,
  apiKey = '',
  headers = {},
  batchSize = 32,
  timeoutMs = 30_000,
  maxRetries = 2,
  initialDelayMs = 500,
  maxDelayMs = 10_000,
  abortSignal,
}: CreateHttpEmbedderOptions): Promise<HttpEmbedder> {
  const invalid = (message: string) => new EmbedderError({ code: 'invalid_input', message });
  let base: URL;
  try {
    base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  } catch {
    throw invalid(`baseUrl must be an http(s) URL such as http://127.0.0.1:8080; got ${JSON.stringify(baseUrl)}`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw invalid(`baseUrl must be an http(s) URL; got ${JSON.stringify(baseUrl)}`);
  if (typeof model !== 'string' || model.trim() === '') {
    throw invalid('model is required (e.g. "bge-m3"): it names the embedder id under which vectors and thresholds are kept ([embedder] model)');
  }
  if (api !== 'openai' && api !== 'llama-server') throw invalid(`api must be 'openai' or 'llama-server'; got ${JSON.stringify(api)}`);
  if (dimension !== undefined && (!Number.isInteger(dimension) || dimension < 1)) throw invalid(`dimension must be a positive integer; got ${dimension}`);
  for (const [name, value, min] of [['batchSize', batchSize, 1], ['timeoutMs', timeoutMs, 1], ['maxRetries', maxRetries, 0]] as const) {
    if (!Number.isInteger(value) || value < min) throw invalid(`${name} must be an integer >= ${min}; got ${value}`);
  }

  // An OpenAI-style base URL that already ends in /v1 is accepted as is.
  const basePath = base.pathname.replace(/\/+$/, '');
  const transport: HttpClientOptions = { timeoutMs, maxRetries, initialDelayMs, maxDelayMs, apiKey, headers };

  const post = async (texts: readonly string[], signal: AbortSignal | undefined): Promise<number[][]> => {
    const request = buildEmbeddingRequest(api, { texts, model });
    const path = api === 'openai' && basePath.endsWith('/v1') ? request.path.replace(/^v1\//, '') : request.path;
    const url = new URL(path, base.href).href;
    let answer: JsonResponse;
    try {
      answer = await requestJson({ method: 'POST', url, body: request.body, ...(signal === undefined ? {} : { abortSignal: signal }) }, transport);
    } catch (error) {
      throw toEmbedderError(error);
    }
    const reading = readEmbeddingResponse(api, answer.value, texts.length);
    if (!reading.success) throw new EmbedderResponseError({ request: answer.request, responseBody: answer.text, message: reading.error });
    return reading.vectors;
  };

  const embedUrl = new URL(buildEmbeddingRequest(api, { texts: [], model }).path, base.href).href;
  let resolvedDimension = dimension;
  if (resolvedDimension === undefined) {
    const [probe] = await post(['dimension probe'], abortSignal);
    resolvedDimension = probe?.length ?? 0;
  }
  const declared = resolvedDimension;

  return {
    id: `http:${model}:${declared}`,
    dimension: declared,
    baseUrl: base.href,
    model,
    api,
    async embed(texts, options = {}) {
      const signal = options.abortSignal;
      signal?.throwIfAborted();
      if (!Array.isArray(texts) || texts.some((text) => typeof text !== 'string')) throw invalid('embed expects an array of strings');
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        signal?.throwIfAborted();
        const batch = await post(texts.slice(start, start + batchSize), signal);
        for (const vector of batch) {
          if (vector.length !== declared) throw new EmbedderDimensionError({ url: embedUrl, model, declared, returned: vector.length });
          vectors.push(l2Normalize(Float32Array.from(vector)));
        }
      }
      return vectors;
    },
  };
}

import { parseJson, type Embedder } from '@metnos/core';
import ky, { isHTTPError, isTimeoutError } from 'ky';
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
  /** Time one batch may take, retries included (default 30,000 ms). */
  timeoutMs?: number;
  /** Retries of a batch on 408/409/429/5xx and refused or reset connections (default 2). */
  maxRetries?: number;
  /** First retry delay; each further retry doubles it, with full jitter (default 500 ms). */
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

const retryStatuses = [408, 409, 429, 500, 502, 503, 504];

function findSystemErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * An `Embedder` backed by a server people already run: any OpenAI-compatible `POST /v1/embeddings`
 * (llama-server `--embedding`, Ollama, vLLM, TEI) or llama-server's native `POST /embedding`. Texts go in batches
 * of `batchSize`; each batch is retried with exponential backoff and jitter on 408/409/429/5xx (honouring
 * `Retry-After`) and on refused or reset connections (ky does the transport). Vectors are L2-normalised here,
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
  const client = ky.create({
    prefixUrl: base.href,
    timeout: timeoutMs,
    headers: apiKey === '' ? headers : { authorization: `Bearer ${apiKey}`, ...headers },
    retry: {
      limit: maxRetries,
      methods: ['post'],
      statusCodes: retryStatuses,
      afterStatusCodes: [429, 503],
      maxRetryAfter: maxDelayMs,
      backoffLimit: maxDelayMs,
      delay: (attempt) => initialDelayMs * 2 ** (attempt - 1),
      jitter: true,
    },
  });

  const post = async (texts: readonly string[], signal: AbortSignal | undefined): Promise<number[][]> => {
    const request = buildEmbeddingRequest(api, { texts, model });
    const path = api === 'openai' && basePath.endsWith('/v1') ? request.path.replace(/^v1\//, '') : request.path;
    const url = new URL(path, base.href).href;
    let text: string;
    try {
      text = await client.post(path, { json: request.body, ...(signal === undefined ? {} : { signal }) }).text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (isHTTPError(error)) {
        const body = await error.response.text().catch(() => '');
        throw new EmbedderHttpError({ status: error.response.status, url, responseBody: body, cause: error });
      }
      if (isTimeoutError(error)) throw new EmbedderTimeoutError({ url, timeoutMs, cause: error });
      throw new EmbedderNetworkError({ url, errorCode: findSystemErrorCode(error), cause: error });
    }
    const parsed = parseJson(text);
    if (!parsed.success) throw new EmbedderResponseError({ url, responseBody: text, message: 'the answer is not JSON', cause: parsed.error });
    const reading = readEmbeddingResponse(api, parsed.value, texts.length);
    if (!reading.success) throw new EmbedderResponseError({ url, responseBody: text, message: reading.error });
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

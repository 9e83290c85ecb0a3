import type { LlmProvider, LlmRequest, LlmResponse, LlmTier } from '@metnos/core';
import { LlmResponseError } from '../errors/llm-response-error';
import type { HttpClientOptions } from '@metnos/http-client';
import { requestLlmJson } from '../http/request-llm-json';
import { requestSseJson } from '../http/request-sse-json';
import type { LlmStreamPart } from '../llm-stream-part';
import { convertOpenAiResponse } from '../openai-compatible/convert-openai-response';
import { OpenAiStreamConverter } from '../openai-compatible/openai-stream-converter';
import { resolveGenerationSettings } from '../resolve-generation-settings';
import { resolveTierEndpoints, type TierEndpoint, type TierEndpointsOptions } from '../resolve-tier-endpoints';
import { validateLlmRequest } from '../validate-llm-request';
import { convertLlamaServerCompletionResponse } from './convert-llama-server-completion-response';
import { convertToLlamaServerChatBody } from './convert-to-llama-server-chat-body';
import { convertToLlamaServerCompletionBody } from './convert-to-llama-server-completion-body';
import { mapLlamaServerStopType } from './map-llama-server-stop-type';
import { waitForHealthy, type WaitForHealthyOptions } from './wait-for-healthy';

/** Options of `createLlamaServerProvider`. */
export interface LlamaServerProviderOptions extends HttpClientOptions, TierEndpointsOptions {
  /** Tier of requests that set none. Default `fast`. */
  defaultTier?: LlmTier;
  /** `maxTokens` of requests (and tiers) that set none. Default 1024. */
  maxTokens?: number;
}

/** An `LlmProvider` for llama-server, with streaming and the server's own endpoints. */
export interface LlamaServerProvider extends LlmProvider {
  /** The resolved endpoint of each tier. */
  readonly endpoints: Readonly<Record<LlmTier, TierEndpoint>>;
  /** Like `complete`, but yields the text as it is generated, then one `end` part. */
  stream(request: LlmRequest): AsyncGenerator<LlmStreamPart>;
  /** Token ids of `text` in the tier's model (`POST /tokenize`). */
  tokenize(text: string, options?: { tier?: LlmTier; addSpecial?: boolean; abortSignal?: AbortSignal }): Promise<number[]>;
  /** Waits until every tier's server (or the given tier's) answers `GET /health` with 200. */
  waitForHealthy(options?: Omit<WaitForHealthyOptions, 'fetch' | 'headers' | 'apiKey'> & { tier?: LlmTier }): Promise<void>;
}

type Route = { kind: 'completion'; path: '/completion'; body: Record<string, unknown> } | { kind: 'chat'; path: '/v1/chat/completions'; body: Record<string, unknown> };

/**
 * Creates an `LlmProvider` for llama.cpp's `llama-server`. Routing, per request:
 * - `prompt` → `POST /completion` (raw text, no chat template), with `grammar` or `json_schema` when set;
 * - `messages` + `grammar` → `POST /apply-template` (the server renders its chat template), then `/completion`
 *   with the grammar: grammar mode always goes through `/completion` and never sends `tools`;
 * - `messages` otherwise → `POST /v1/chat/completions`, `jsonSchema` as `response_format`, reasoning budget.
 * Each tier (`fast`, `wise`) may point at its own server. Failures are typed (`LlmHttpError`, `LlmTimeoutError`,
 * `LlmNetworkError`, `LlmResponseError`); 408/409/429/5xx and refused connections are retried with backoff.
 */
export function createLlamaServerProvider(options: LlamaServerProviderOptions): LlamaServerProvider {
  const endpoints = resolveTierEndpoints(options, { source: 'createLlamaServerProvider' });
  const { defaultTier = 'fast', maxTokens: defaultMaxTokens } = options;
  const id =
    endpoints.fast.baseURL === endpoints.wise.baseURL
      ? `llama-server@${endpoints.fast.baseURL}`
      : `llama-server@fast=${endpoints.fast.baseURL},wise=${endpoints.wise.baseURL}`;

  const route = async (request: LlmRequest, endpoint: TierEndpoint, stream: boolean): Promise<Route> => {
    validateLlmRequest(request);
    const { maxTokens, reasoningBudget } = resolveGenerationSettings(request, endpoint, { maxTokens: defaultMaxTokens });
    if (request.messages !== undefined && request.grammar === undefined) {
      return { kind: 'chat', path: '/v1/chat/completions', body: convertToLlamaServerChatBody(request, { maxTokens, reasoningBudget, stream }) };
    }
    const prompt = request.prompt ?? (await applyTemplate(request, endpoint));
    return { kind: 'completion', path: '/completion', body: convertToLlamaServerCompletionBody(request, { prompt, maxTokens, stream }) };
  };

  const applyTemplate = async (request: LlmRequest, endpoint: TierEndpoint): Promise<string> => {
    const answer = await requestLlmJson(
      { method: 'POST', url: `${endpoint.baseURL}/apply-template`, body: { messages: request.messages }, abortSignal: request.abortSignal },
      options,
    );
    const prompt = (answer.value as { prompt?: unknown } | null)?.prompt;
    if (typeof prompt !== 'string') {
      throw new LlmResponseError({ request: answer.request, responseBody: answer.text, message: 'the /apply-template answer has no string "prompt"' });
    }
    return prompt;
  };

  const endpointOf = (tier: LlmTier | undefined): TierEndpoint => endpoints[tier ?? defaultTier];

  return {
    id,
    endpoints,

    async complete(request: LlmRequest): Promise<LlmResponse> {
      const endpoint = endpointOf(request.tier);
      const { kind, path, body } = await route(request, endpoint, false);
      const answer = await requestLlmJson({ method: 'POST', url: `${endpoint.baseURL}${path}`, body, abortSignal: request.abortSignal }, options);
      return kind === 'chat' ? convertOpenAiResponse(answer, { kind: 'chat' }) : convertLlamaServerCompletionResponse(answer);
    },

    async *stream(request: LlmRequest): AsyncGenerator<LlmStreamPart> {
      const endpoint = endpointOf(request.tier);
      const { kind, path, body } = await route(request, endpoint, true);
      const events = requestSseJson({ url: `${endpoint.baseURL}${path}`, body, abortSignal: request.abortSignal }, options);
      if (kind === 'chat') {
        const converter = new OpenAiStreamConverter();
        for await (const { value } of events) yield* converter.push(value);
        yield converter.end();
        return;
      }
      let end: LlmStreamPart = { type: 'end', finishReason: 'unknown' };
      for await (const { value } of events) {
        if (typeof value.content === 'string' && value.content !== '') yield { type: 'text-delta', text: value.content };
        if (value.stop === true) {
          end = { type: 'end', finishReason: mapLlamaServerStopType(value) };
          if (typeof value.tokens_evaluated === 'number' && typeof value.tokens_predicted === 'number') {
            end.usage = { promptTokens: value.tokens_evaluated, completionTokens: value.tokens_predicted };
          }
          if (typeof value.model === 'string') end.model = value.model;
        }
      }
      yield end;
    },

    async tokenize(text, { tier, addSpecial = false, abortSignal } = {}) {
      const endpoint = endpointOf(tier);
      const answer = await requestLlmJson(
        { method: 'POST', url: `${endpoint.baseURL}/tokenize`, body: { content: text, add_special: addSpecial }, abortSignal },
        options,
      );
      const tokens = (answer.value as { tokens?: unknown } | null)?.tokens;
      if (!Array.isArray(tokens) || !tokens.every((token) => typeof token === 'number')) {
        throw new LlmResponseError({ request: answer.request, responseBody: answer.text, message: 'the /tokenize answer has no number array "tokens"' });
      }
      return tokens as number[];
    },

    async waitForHealthy({ tier, ...waitOptions } = {}) {
      const urls = new Set(tier === undefined ? [endpoints.fast.baseURL, endpoints.wise.baseURL] : [endpoints[tier].baseURL]);
      await Promise.all(
        [...urls].map((url) => waitForHealthy(url, { ...waitOptions, fetch: options.fetch, headers: options.headers, apiKey: options.apiKey })),
      );
    },
  };
}

import type { LlmProvider, LlmRequest, LlmResponse, LlmTier } from '@metnos/core';
import type { HttpClientOptions } from '@metnos/http-client';
import { requestLlmJson } from '../http/request-llm-json';
import { requestSseJson } from '../http/request-sse-json';
import type { LlmStreamPart } from '../llm-stream-part';
import { resolveGenerationSettings } from '../resolve-generation-settings';
import { resolveTierEndpoints, type TierEndpoint, type TierEndpointsOptions } from '../resolve-tier-endpoints';
import { validateLlmRequest } from '../validate-llm-request';
import { convertOpenAiResponse } from './convert-openai-response';
import { convertToOpenAiBody, type GrammarField } from './convert-to-openai-body';
import { OpenAiStreamConverter } from './openai-stream-converter';

/** Options of `createOpenAiCompatibleProvider`. */
export interface OpenAiCompatibleProviderOptions extends HttpClientOptions, TierEndpointsOptions {
  /** Model of both tiers unless a tier sets `model`. */
  model?: string;
  /** Tier of requests that set none. Default `fast`. */
  defaultTier?: LlmTier;
  /** `maxTokens` of requests (and tiers) that set none. Default 1024. */
  maxTokens?: number;
  /** How `grammar` is sent: `structured_outputs` (vLLM ≥ 0.10.2, default) or `guided_grammar` (older vLLM). */
  grammarField?: GrammarField;
}

/** An `LlmProvider` for OpenAI-compatible servers, with streaming. */
export interface OpenAiCompatibleProvider extends LlmProvider {
  readonly endpoints: Readonly<Record<LlmTier, TierEndpoint>>;
  stream(request: LlmRequest): AsyncGenerator<LlmStreamPart>;
}

/**
 * Creates an `LlmProvider` for OpenAI-compatible servers (vLLM, SGLang, llama-server's `/v1`, hosted APIs):
 * `messages` go to `/v1/chat/completions`, a raw `prompt` to `/v1/completions`. `baseURL` may end in `/v1` or
 * not. Each tier may set its own `baseURL` and `model`. Errors, timeouts and retries as in
 * `createLlamaServerProvider`. The reasoning budget is not sent: there is no portable field for it.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleProviderOptions): OpenAiCompatibleProvider {
  const endpoints = resolveTierEndpoints(
    {
      baseURL: options.baseURL,
      tiers: {
        fast: { model: options.model, ...options.tiers?.fast },
        wise: { model: options.model, ...options.tiers?.wise },
      },
    },
    { source: 'createOpenAiCompatibleProvider' },
  );
  const { defaultTier = 'fast', maxTokens: defaultMaxTokens, grammarField } = options;
  const id =
    endpoints.fast.baseURL === endpoints.wise.baseURL
      ? `openai-compatible@${endpoints.fast.baseURL}`
      : `openai-compatible@fast=${endpoints.fast.baseURL},wise=${endpoints.wise.baseURL}`;

  const prepare = (request: LlmRequest, stream: boolean): { url: string; body: Record<string, unknown>; kind: 'chat' | 'completions' } => {
    validateLlmRequest(request);
    const endpoint = endpoints[request.tier ?? defaultTier];
    const { maxTokens } = resolveGenerationSettings(request, endpoint, { maxTokens: defaultMaxTokens });
    const kind = request.messages !== undefined ? 'chat' : 'completions';
    const root = endpoint.baseURL.endsWith('/v1') ? endpoint.baseURL : `${endpoint.baseURL}/v1`;
    return {
      kind,
      url: `${root}/${kind === 'chat' ? 'chat/completions' : 'completions'}`,
      body: convertToOpenAiBody(request, { model: endpoint.model, maxTokens, stream, grammarField }),
    };
  };

  return {
    id,
    endpoints,

    async complete(request: LlmRequest): Promise<LlmResponse> {
      const { url, body, kind } = prepare(request, false);
      const answer = await requestLlmJson({ method: 'POST', url, body, abortSignal: request.abortSignal }, options);
      return convertOpenAiResponse(answer, { kind });
    },

    async *stream(request: LlmRequest): AsyncGenerator<LlmStreamPart> {
      const { url, body } = prepare(request, true);
      const converter = new OpenAiStreamConverter();
      for await (const { value } of requestSseJson({ url, body, abortSignal: request.abortSignal }, options)) {
        yield* converter.push(value);
      }
      yield converter.end();
    },
  };
}

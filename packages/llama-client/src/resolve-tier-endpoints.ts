import { ConfigError, type LlmTier } from '@metnos/core';

/** Where one tier sends its requests, and its per-tier defaults. */
export interface TierEndpoint {
  /** Server URL without a trailing slash, e.g. `http://127.0.0.1:8080`. */
  baseURL: string;
  /** Model name sent to OpenAI-compatible servers (llama-server serves the one model it loaded). */
  model?: string;
  /** Default `maxTokens` of this tier's requests. */
  maxTokens?: number;
  /** Default `reasoningBudget` of this tier's requests (llama-server chat only). */
  reasoningBudget?: number;
}

/** Shared tier options of the HTTP providers: one `baseURL` for both tiers, or one per tier (tier wins). */
export interface TierEndpointsOptions {
  baseURL?: string;
  tiers?: Partial<Record<LlmTier, Partial<TierEndpoint>>>;
}

/**
 * Resolves the endpoint of each tier: the tier's own `baseURL` when set (and non-empty), else the shared one.
 * Throws `ConfigError` naming `source` when a tier ends up without a URL or with a URL that does not parse.
 */
export function resolveTierEndpoints(
  { baseURL, tiers = {} }: TierEndpointsOptions,
  { source }: { source: string },
): Record<LlmTier, TierEndpoint> {
  const resolve = (tier: LlmTier): TierEndpoint => {
    const own = tiers[tier] ?? {};
    const url = own.baseURL !== undefined && own.baseURL !== '' ? own.baseURL : baseURL;
    const key = own.baseURL ? `tiers.${tier}.baseURL` : 'baseURL';
    if (url === undefined || url === '') {
      throw new ConfigError({ source, key, message: `no server URL for the ${tier} tier: set baseURL or tiers.${tier}.baseURL` });
    }
    if (!URL.canParse(url)) throw new ConfigError({ source, key, message: `not a URL: ${JSON.stringify(url)}` });
    const endpoint: TierEndpoint = { baseURL: url.replace(/\/+$/, '') };
    if (own.model !== undefined && own.model !== '') endpoint.model = own.model;
    if (own.maxTokens !== undefined) endpoint.maxTokens = own.maxTokens;
    if (own.reasoningBudget !== undefined) endpoint.reasoningBudget = own.reasoningBudget;
    return endpoint;
  };
  return { fast: resolve('fast'), wise: resolve('wise') };
}

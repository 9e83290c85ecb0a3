import type { Intent, LlmCacheStore, LlmProvider } from '@metnos/core';
import { extractIntent } from '@metnos/metis';
import { safeParseJson } from '../catalog/safe-parse-json';

/** Cache namespace of query → intent answers. */
export const intentCacheNamespace = 'intent';

/**
 * The intent of a request. An intent already extracted for the same normalised query is read from the LLM
 * cache (no model call: this is what makes a repeated request skip the LLM entirely and what lets known skills
 * answer with no LLM configured); otherwise Metis' `extractIntent` (fast tier, or its rules without an LLM).
 * `llm` is called only on a cache miss, so a cached intent never probes the server.
 * Only LLM-extracted intents are cached, so configuring an LLM later upgrades rule-based ones.
 */
export async function resolveIntent(
  normalizedQuery: string,
  { query, llm: acquireLlm, cache, abortSignal }: { query: string; llm: () => Promise<LlmProvider | undefined>; cache: LlmCacheStore; abortSignal?: AbortSignal },
): Promise<{ intent: Intent; source: 'cache' | 'llm' | 'rules' }> {
  const cached = cache.getCached(intentCacheNamespace, normalizedQuery);
  if (cached !== undefined) {
    const parsed = safeParseJson(cached);
    if (parsed.success && isIntent(parsed.value)) return { intent: parsed.value, source: 'cache' };
  }
  const llm = await acquireLlm();
  const intent = await extractIntent(query, { llm, abortSignal });
  if (llm !== undefined) cache.setCached(intentCacheNamespace, normalizedQuery, JSON.stringify(intent));
  return { intent, source: llm === undefined ? 'rules' : 'llm' };
}

function isIntent(value: unknown): value is Intent {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.verb === 'string' && typeof candidate.object === 'string' && Array.isArray(candidate.keywords);
}

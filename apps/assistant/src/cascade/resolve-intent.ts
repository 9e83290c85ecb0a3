import type { Intent, LlmCacheStore, LlmProvider } from '@metnos/core';
import { extractIntentWithSource, isIntent } from '@metnos/metis';
import { parseJson } from '@metnos/core/internal';
import { intentCacheNamespace } from '@metnos/praxis';

/**
 * The intent of a request. An intent already extracted for the same normalised query is read from the LLM
 * cache (no model call: this is what makes a repeated request skip the LLM entirely and what lets known skills
 * answer with no LLM configured); otherwise Metis' `extractIntent` (fast tier, or its rules without an LLM).
 * `llm` is called only on a cache miss, so a cached intent never probes the server.
 * Only intents the LLM produced are cached: an intent the rules gave (no LLM, or the LLM failed or answered
 * badly) is recomputed next time, so a later turn asks the LLM again and upgrades it. `readByRules` replaces Metis'
 * rules (an {@link IntentReading} of another vocabulary).
 */
export async function resolveIntent(
  normalizedQuery: string,
  { query, llm: acquireLlm, cache, readByRules, abortSignal }: { query: string; llm: () => Promise<LlmProvider | undefined>; cache: LlmCacheStore; readByRules?: (query: string) => Intent; abortSignal?: AbortSignal },
): Promise<{ intent: Intent; source: 'cache' | 'llm' | 'rules'; llmFailed: boolean }> {
  const cached = cache.getCached(intentCacheNamespace, normalizedQuery);
  if (cached !== undefined) {
    const parsed = parseJson(cached);
    if (parsed.success && isIntent(parsed.value)) return { intent: parsed.value, source: 'cache', llmFailed: false };
  }
  const llm = await acquireLlm();
  const extraction = await extractIntentWithSource(query, { llm, abortSignal, ...(readByRules === undefined ? {} : { readByRules }) });
  if (extraction.source === 'llm') cache.setCached(intentCacheNamespace, normalizedQuery, JSON.stringify(extraction.intent));
  return extraction;
}

const curlyApostrophes = /[\u2018\u2019\u201B\u02BC\u00B4`]/gu;
const punctuation = /[^\p{L}\p{M}\p{N}\s']/gu;

/** The LLM cache namespace of query → intent answers (`LlmCacheStore`), keyed by {@link intentCacheKey}. */
export const intentCacheNamespace = 'intent';

/**
 * The key a request's intent is cached under, so that a repeated request skips the intent LLM: NFC, lowercase,
 * curly apostrophes made straight (`’` -> `'`), every other punctuation mark replaced by a space, whitespace
 * collapsed and trimmed. Accents and apostrophes are kept (`che ora è` stays distinct from `che ora e`). Persisted:
 * it is the normal form fast-path's L0 table reads with (`normalizeQuery`), pinned here by a test, so a change to
 * the L0 normaliser never silently empties the intent cache.
 */
export function intentCacheKey(query: string): string {
  return query
    .normalize('NFC')
    .toLowerCase()
    .replace(curlyApostrophes, "'")
    .replace(punctuation, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

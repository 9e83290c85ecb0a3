import type { Intent, LlmProvider } from '@metnos/core';
import { isAbort } from '../is-abort';
import { safeParseJson } from '../safe-parse-json';
import { buildIntentPrompt } from './build-intent-prompt';
import { extractIntentByRules } from './extract-intent-by-rules';
import { intentJsonSchema } from './intent-json-schema';
import { normaliseIntent } from './normalise-intent';

/** Options of {@link extractIntent}. */
export interface ExtractIntentOptions {
  /** Fast-tier provider; without one the deterministic rules answer. */
  llm?: LlmProvider;
  /** Token cap of the fast-tier answer (default 96). */
  maxTokens?: number;
  abortSignal?: AbortSignal;
}

function isIntentShape(value: unknown): value is Intent {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate['verb'] === 'string'
    && typeof candidate['object'] === 'string'
    && Array.isArray(candidate['keywords'])
    && candidate['keywords'].every((keyword) => typeof keyword === 'string');
}

/**
 * The fingerprint Praxis indexes skills by (seed 002 §5): `{verb, object, keywords}`. With an `llm`, one
 * fast-tier call decoded under {@link intentJsonSchema} (temperature 0); without one, or when the answer is
 * cut, malformed or the call fails (other than by abort), {@link extractIntentByRules}. Either way the intent
 * is normalised (canonical verb/object, sorted keywords), so the same request phrased the same way always
 * gives the same intent.
 */
export async function extractIntent(query: string, { llm, maxTokens = 96, abortSignal }: ExtractIntentOptions = {}): Promise<Intent> {
  if (llm !== undefined) {
    try {
      const response = await llm.complete({
        prompt: buildIntentPrompt(query),
        jsonSchema: intentJsonSchema,
        tier: 'fast',
        temperature: 0,
        maxTokens,
        abortSignal,
      });
      const parsed = safeParseJson(response.text);
      if (response.finishReason !== 'length' && parsed.success && isIntentShape(parsed.value)) {
        return normaliseIntent(parsed.value);
      }
    } catch (error) {
      if (isAbort(abortSignal)) throw abortSignal?.reason ?? error;
    }
  }
  abortSignal?.throwIfAborted();
  return normaliseIntent(extractIntentByRules(query));
}

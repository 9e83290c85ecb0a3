import type { Intent } from '@metnos/core';
import { isAbort } from '../is-abort';
import { parseJson } from '@metnos/core/internal';
import { buildIntentPrompt } from './build-intent-prompt';
import type { ExtractIntentOptions } from './extract-intent-options';
import { extractIntentByRules } from './extract-intent-by-rules';
import { intentJsonSchema } from './intent-json-schema';
import { isIntent } from './is-intent';
import { normaliseIntent } from './normalise-intent';

/** An intent with where it came from. */
export interface IntentExtraction {
  intent: Intent;
  /** `llm`: the fast tier answered; `rules`: {@link extractIntentByRules} did (no LLM, or it failed). */
  source: 'llm' | 'rules';
  /**
   * True when an LLM was given but did not produce the intent (the call failed, or the answer was cut, malformed
   * or of the wrong shape): the rules answered instead. A caller caching intents should not keep such an answer.
   */
  llmFailed: boolean;
}

/**
 * {@link extractIntent} reporting its source: with an `llm`, one fast-tier call decoded under
 * {@link intentJsonSchema} (temperature 0) gives `source: 'llm'`; without one, or when the answer is cut,
 * malformed or the call fails (other than by abort, which propagates), the deterministic rules give
 * `source: 'rules'` (with `llmFailed` when an LLM was tried). The intent is normalised either way.
 */
export async function extractIntentWithSource(
  query: string,
  { llm, maxTokens = 96, readByRules = extractIntentByRules, abortSignal }: ExtractIntentOptions = {},
): Promise<IntentExtraction> {
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
      const parsed = parseJson(response.text);
      if (response.finishReason !== 'length' && parsed.success && isIntent(parsed.value)) {
        return { intent: normaliseIntent(parsed.value), source: 'llm', llmFailed: false };
      }
    } catch (error) {
      if (isAbort(abortSignal)) throw abortSignal?.reason ?? error;
    }
  }
  abortSignal?.throwIfAborted();
  return { intent: normaliseIntent(readByRules(query)), source: 'rules', llmFailed: llm !== undefined };
}

import type { FillerSpec, JsonSchema, LlmCacheStore, LlmProvider } from '@metnos/core';
import { isAbort } from '../is-abort';
import { MetisError } from '../metis-error';
import { parseJson } from '@metnos/core/internal';

/** Options of {@link resolveFiller}. */
export interface ResolveFillerOptions {
  /** Fast-tier provider; without one the cached answer or the default is used. */
  llm?: LlmProvider;
  /** Cache of earlier answers (namespace `filler`, key `name` + prompt). */
  cache?: LlmCacheStore;
  /** The user's request, given to the model as context. */
  query: string;
  /** Token cap of the answer (default 48). */
  maxTokens?: number;
  abortSignal?: AbortSignal;
}

/** Cache namespace of filler answers. */
export const fillerCacheNamespace = 'filler';

const fillerJsonSchema: JsonSchema = {
  type: 'object',
  properties: { value: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['value'],
  additionalProperties: false,
};

/** Cache key of a filler: its name and question (the answer belongs to the user's setup, not to one query). */
export function fillerCacheKey(name: string, spec: FillerSpec): string {
  return `${name}\n${spec.prompt}`;
}

function readValue(text: string): string | undefined {
  const parsed = parseJson(text);
  if (!parsed.success || parsed.value === null || typeof parsed.value !== 'object') return undefined;
  const value = (parsed.value as Record<string, unknown>)['value'];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Resolves one `${FILLER:name}` (a value the plan cannot know in advance): a cached answer when there is one; otherwise one call at the
 * filler's tier (fast by default) decoded as `{"value": string}`, whose answer is cached; the filler's
 * `default` when there is no LLM or the call fails, is cut or is malformed (defaults are never cached).
 * Throws `MetisError('filler_unresolved')` when nothing answers and there is no default; an abort propagates.
 */
export async function resolveFiller(
  name: string,
  spec: FillerSpec,
  { llm, cache, query, maxTokens = 48, abortSignal }: ResolveFillerOptions,
): Promise<string> {
  const key = fillerCacheKey(name, spec);
  const cached = cache?.getCached(fillerCacheNamespace, key);
  if (cached !== undefined) return cached;
  if (llm !== undefined) {
    try {
      const response = await llm.complete({
        prompt: [
          'Answer the question about the user\'s setup with the value only, as JSON {"value": "..."}.',
          `User request: ${JSON.stringify(query)}`,
          `Question: ${spec.prompt}`,
          ...(spec.default === undefined ? [] : [`If unsure, answer: ${JSON.stringify(spec.default)}`]),
          'JSON:',
        ].join('\n'),
        jsonSchema: fillerJsonSchema,
        tier: spec.tier ?? 'fast',
        temperature: 0,
        maxTokens,
        abortSignal,
      });
      const value = response.finishReason === 'length' ? undefined : readValue(response.text);
      if (value !== undefined) {
        cache?.setCached(fillerCacheNamespace, key, value);
        return value;
      }
    } catch (error) {
      if (isAbort(abortSignal)) throw abortSignal?.reason ?? error;
    }
  }
  if (spec.default !== undefined) return spec.default;
  throw new MetisError({ code: 'filler_unresolved', message: `no answer and no default for filler "${name}"`, details: { filler: name } });
}

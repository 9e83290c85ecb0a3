import type { JsonSchema, LlmCacheStore, LlmProvider } from '@metnos/core';
import { parseJson } from '@metnos/core/internal';
import { schemaObjectOf } from '../schema/schema-object-of';
import { acceptsJsonValue } from './accepts-json-value';
import { buildArgsRequest } from './build-args-request';

/** Namespace of the argument answers in the `LlmCacheStore`. */
export const argsCacheNamespace = 'args-extractor';

/** What `askLlmForArgs` returns: the accepted values and whether the answer came from the cache. */
export interface LlmArgsAnswer {
  args: Record<string, unknown>;
  cached: boolean;
}

/**
 * Asks the fast tier for `names` (see `buildArgsRequest`) and keeps the values that fit their property schema.
 * The raw answer is cached under (`args-extractor`, `tool + "\n" + query`) before filtering, so the same request for
 * the same tool never reaches the model twice. A malformed answer yields no arguments (and is not cached).
 */
export async function askLlmForArgs(
  query: string,
  options: {
    tool: string;
    schema: JsonSchema;
    names: string[];
    provider: LlmProvider;
    cache: LlmCacheStore;
    abortSignal?: AbortSignal;
  },
): Promise<LlmArgsAnswer> {
  const key = `${options.tool}\n${query}`;
  let text = options.cache.getCached(argsCacheNamespace, key);
  const cached = text !== undefined;
  if (text === undefined) {
    const response = await options.provider.complete(buildArgsRequest(query, options));
    text = response.text;
  }
  const parsed = parseJson(text);
  if (!parsed.success || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    return { args: {}, cached };
  }
  if (!cached) options.cache.setCached(argsCacheNamespace, key, text);
  const answer = parsed.value as Record<string, unknown>;
  const args: Record<string, unknown> = {};
  for (const name of options.names) {
    const property = schemaObjectOf(options.schema.properties?.[name]);
    if (acceptsJsonValue(property, answer[name])) args[name] = answer[name];
  }
  return { args, cached };
}

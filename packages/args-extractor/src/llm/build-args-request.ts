import type { JsonSchema, LlmRequest } from '@metnos/core';
import { schemaObjectOf } from '../schema/schema-object-of';

/**
 * Builds the fast-tier request that asks a model for the arguments the rules could not find: a minimal prompt
 * and a JSON Schema restricted to those properties (all required, no others), so constrained decoding can
 * only produce an object with exactly them. Temperature 0 keeps answers stable for the cache.
 */
export function buildArgsRequest(
  query: string,
  options: { tool: string; schema: JsonSchema; names: string[]; abortSignal?: AbortSignal },
): LlmRequest {
  const properties: Record<string, JsonSchema> = {};
  for (const name of options.names) properties[name] = schemaObjectOf(options.schema.properties?.[name]);
  const jsonSchema: JsonSchema = { type: 'object', properties, required: [...options.names], additionalProperties: false };
  const described = options.names
    .map((name) => `- ${name}${properties[name]?.description === undefined ? '' : `: ${String(properties[name]?.description)}`}`)
    .join('\n');
  const request: LlmRequest = {
    prompt: `Tool: ${options.tool}\nArguments to fill:\n${described}\nRequest: ${query}\nAnswer with the JSON object of these arguments, taken from the request.\n`,
    jsonSchema,
    tier: 'fast',
    temperature: 0,
    maxTokens: 256,
  };
  if (options.abortSignal !== undefined) request.abortSignal = options.abortSignal;
  return request;
}

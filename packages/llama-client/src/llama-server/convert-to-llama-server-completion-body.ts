import type { LlmRequest } from '@metnos/core';

/**
 * Builds the body of llama-server's native `POST /completion`. The prompt is raw text: no chat template is
 * applied, which is what grammar mode wants (Gemma's template would add tool-call markers the grammar forbids).
 * `grammar` (GBNF) or `json_schema` constrain decoding. `tools` is never sent: llama-server answers 400 when a
 * request has both `tools` and `grammar`.
 */
export function convertToLlamaServerCompletionBody(
  request: LlmRequest,
  { prompt, maxTokens, stream = false }: { prompt: string; maxTokens: number; stream?: boolean },
): Record<string, unknown> {
  const body: Record<string, unknown> = { prompt, n_predict: maxTokens };
  if (request.temperature !== undefined) body.temperature = request.temperature;
  if (request.stop !== undefined && request.stop.length > 0) body.stop = request.stop;
  if (request.seed !== undefined) body.seed = request.seed;
  if (request.grammar !== undefined) body.grammar = request.grammar;
  if (request.jsonSchema !== undefined) body.json_schema = request.jsonSchema;
  if (stream) body.stream = true;
  return body;
}

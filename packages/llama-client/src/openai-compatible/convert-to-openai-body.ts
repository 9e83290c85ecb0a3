import type { LlmRequest } from '@metnos/core';

/** How a GBNF grammar is sent to an OpenAI-compatible server. */
export type GrammarField = 'structured_outputs' | 'guided_grammar';

/**
 * Builds the body of `POST /v1/chat/completions` (when the request has `messages`) or `POST /v1/completions`
 * (raw `prompt`) for OpenAI-compatible servers. Structured output:
 * - `jsonSchema` → `response_format: {type: 'json_schema', json_schema: {name, schema, strict: true}}` (OpenAI,
 *   vLLM, SGLang, llama-server);
 * - `grammar` → vLLM's `structured_outputs: {grammar}` (vLLM ≥ 0.10.2) or the older `guided_grammar`.
 *   Dialect caveat: vLLM hands the text to its grammar backend (xgrammar by default, which reads GBNF close to
 *   llama.cpp's; guidance and outlines read Lark-style EBNF). Character classes, `{m,n}` repetition and escapes
 *   may differ from llama.cpp's GBNF, so test a grammar against the server that will run it.
 */
export function convertToOpenAiBody(
  request: LlmRequest,
  { model, maxTokens, stream = false, grammarField = 'structured_outputs' }: { model?: string; maxTokens: number; stream?: boolean; grammarField?: GrammarField },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (model !== undefined) body.model = model;
  if (request.messages !== undefined) body.messages = request.messages.map(({ role, content }) => ({ role, content }));
  else body.prompt = request.prompt;
  body.max_tokens = maxTokens;
  if (request.temperature !== undefined) body.temperature = request.temperature;
  if (request.stop !== undefined && request.stop.length > 0) body.stop = request.stop;
  if (request.seed !== undefined) body.seed = request.seed;
  if (request.jsonSchema !== undefined) {
    body.response_format = { type: 'json_schema', json_schema: { name: 'response', schema: request.jsonSchema, strict: true } };
  }
  if (request.grammar !== undefined) {
    if (grammarField === 'guided_grammar') body.guided_grammar = request.grammar;
    else body.structured_outputs = { grammar: request.grammar };
  }
  if (stream) {
    body.stream = true;
    body.stream_options = { include_usage: true };
  }
  return body;
}

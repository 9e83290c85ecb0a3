import type { LlmRequest } from '@metnos/core';

/**
 * Builds the body of llama-server's `POST /v1/chat/completions` (the server applies the model's chat template).
 * `jsonSchema` becomes an OpenAI `response_format` of type `json_schema`, which llama-server turns into a grammar.
 * A reasoning budget is sent as `reasoning_budget` and `thinking_budget_tokens` (the per-request key of current
 * llama-server builds; older builds ignore unknown keys); a budget of 0 also sets
 * `chat_template_kwargs.enable_thinking = false` so templates that support it skip the thinking block.
 * A stream asks for `stream_options.include_usage`, which makes llama-server end it with a usage chunk.
 */
export function convertToLlamaServerChatBody(
  request: LlmRequest,
  { maxTokens, reasoningBudget, stream = false }: { maxTokens: number; reasoningBudget?: number; stream?: boolean },
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    messages: (request.messages ?? []).map(({ role, content }) => ({ role, content })),
    max_tokens: maxTokens,
  };
  if (request.temperature !== undefined) body.temperature = request.temperature;
  if (request.stop !== undefined && request.stop.length > 0) body.stop = request.stop;
  if (request.seed !== undefined) body.seed = request.seed;
  if (request.jsonSchema !== undefined) {
    body.response_format = { type: 'json_schema', json_schema: { name: 'response', schema: request.jsonSchema, strict: true } };
  }
  if (reasoningBudget !== undefined) {
    body.reasoning_budget = reasoningBudget;
    body.thinking_budget_tokens = reasoningBudget;
    if (reasoningBudget === 0) body.chat_template_kwargs = { enable_thinking: false };
  }
  if (stream) {
    body.stream = true;
    // without it llama-server streams no usage at all (the last chunk carries only `timings`)
    body.stream_options = { include_usage: true };
  }
  return body;
}

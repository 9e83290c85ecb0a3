/**
 * Response bodies in the shapes llama-server documents (tools/server/README.md) and sends: `/completion`,
 * `/v1/chat/completions`, `/tokenize`, `/health`, `/apply-template`, errors, and stream events.
 */
export const completionResponse = {
  index: 0,
  content: '{"tool":"get_weather","args":{"city":"Roma"}}',
  tokens: [],
  id_slot: 0,
  stop: true,
  model: 'gemma-3-4b-it-Q4_K_M.gguf',
  tokens_predicted: 17,
  tokens_evaluated: 42,
  generation_settings: { n_predict: 256, temperature: 0 },
  prompt: '<bos>Plan: ',
  has_new_line: false,
  truncated: false,
  stop_type: 'eos',
  stopping_word: '',
  tokens_cached: 41,
  timings: { prompt_n: 42, prompt_ms: 12.5, predicted_n: 17, predicted_ms: 85.25, predicted_per_second: 199.4 },
};

export const chatResponse = {
  choices: [{ finish_reason: 'stop', index: 0, message: { role: 'assistant', content: 'Ciao!' } }],
  created: 1_763_856_000,
  model: 'gemma-3-4b-it-Q4_K_M.gguf',
  system_fingerprint: 'b6000-abcdef12',
  object: 'chat.completion',
  usage: { completion_tokens: 3, prompt_tokens: 20, total_tokens: 23 },
  id: 'chatcmpl-abc123',
  timings: { prompt_n: 20, prompt_ms: 5, predicted_n: 3, predicted_ms: 15 },
};

export const loadingModelError = { error: { code: 503, message: 'Loading model', type: 'unavailable_error' } };

export const grammarAndToolsError = {
  error: { code: 400, message: 'Cannot use custom grammar constraints with tools.', type: 'invalid_request_error' },
};

/** `/completion` stream events: text pieces, then the final event with `stop: true`. */
export const completionStreamEvents = [
  { index: 0, content: '{"ci', tokens: [], stop: false, id_slot: 0 },
  { index: 0, content: 'tà":"Forlì ☀"}', tokens: [], stop: false, id_slot: 0 },
  { index: 0, content: '', tokens: [], stop: true, id_slot: 0, model: 'gemma', tokens_predicted: 9, tokens_evaluated: 5, stop_type: 'limit', stopping_word: '' },
];

/** `/v1/chat/completions` stream chunks, then `[DONE]`. */
export const chatStreamChunks = [
  { choices: [{ finish_reason: null, index: 0, delta: { role: 'assistant', content: null } }], object: 'chat.completion.chunk', model: 'gemma' },
  { choices: [{ finish_reason: null, index: 0, delta: { content: 'Ciao ' } }], object: 'chat.completion.chunk', model: 'gemma' },
  { choices: [{ finish_reason: null, index: 0, delta: { content: '👋' } }], object: 'chat.completion.chunk', model: 'gemma' },
  { choices: [{ finish_reason: 'stop', index: 0, delta: {} }], object: 'chat.completion.chunk', model: 'gemma' },
  { choices: [], object: 'chat.completion.chunk', model: 'gemma', usage: { completion_tokens: 3, prompt_tokens: 9, total_tokens: 12 } },
];

/** Serialises events as an SSE body. */
export function toSseBody(events: readonly unknown[], { done = false }: { done?: boolean } = {}): string {
  return events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('') + (done ? 'data: [DONE]\n\n' : '');
}

/** Cuts a string into pieces of `size` bytes, splitting multi-byte UTF-8 characters on purpose. */
export function splitBytes(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) pieces.push(bytes.subarray(offset, offset + size));
  return pieces;
}

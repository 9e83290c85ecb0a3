/** Which wire format an embedding server speaks. */
export type HttpEmbeddingApi = 'openai' | 'llama-server';

/**
 * The path and JSON body that ask `api` to embed `texts`: OpenAI-compatible `POST /v1/embeddings`
 * `{model, input, encoding_format: 'float'}` (llama-server, Ollama, vLLM, TEI), or llama-server's native
 * `POST /embedding` `{content}`. `model` is sent only when non-empty. Pure.
 */
export function buildEmbeddingRequest(api: HttpEmbeddingApi, { texts, model }: { texts: readonly string[]; model: string }): { path: string; body: Record<string, unknown> } {
  if (api === 'llama-server') return { path: 'embedding', body: { content: [...texts] } };
  return { path: 'v1/embeddings', body: { ...(model === '' ? {} : { model }), input: [...texts], encoding_format: 'float' } };
}

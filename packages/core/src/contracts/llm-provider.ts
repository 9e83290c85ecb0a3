import type { JsonSchema } from './json-schema';

/** `fast` answers short slot questions (intent, fillers); `wise` plans. Each tier may point at its own model. */
export type LlmTier = 'fast' | 'wise';

/** A chat message for chat-style completion. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
}

/**
 * One completion request. Exactly one of `prompt` and `messages` is set. When `grammar` (GBNF) or
 * `jsonSchema` is set the provider must constrain decoding with it, never merely prompt for it.
 */
export interface LlmRequest {
  prompt?: string;
  messages?: ChatMessage[];
  /** llama.cpp GBNF grammar that decoding must follow. */
  grammar?: string;
  /** JSON Schema that decoding must follow (providers translate it to their structured-output mode). */
  jsonSchema?: JsonSchema;
  /** Upper bound on generated tokens. */
  maxTokens?: number;
  tier?: LlmTier;
  temperature?: number;
  stop?: string[];
  /** Tokens the model may spend reasoning before answering (llama-server `reasoning_budget`); 0 disables it. */
  reasoningBudget?: number;
  /** Seed for reproducible sampling where the backend supports it. */
  seed?: number;
  abortSignal?: AbortSignal;
}

/** Why generation ended. `length` means `maxTokens` cut it: constrained output may then be incomplete. */
export type LlmFinishReason = 'stop' | 'length' | 'abort' | 'error' | 'unknown';

/** The answer of a completion request. */
export interface LlmResponse {
  text: string;
  finishReason: LlmFinishReason;
  usage?: { promptTokens: number; completionTokens: number };
  /** Model id as reported by the backend. */
  model?: string;
  /** Wall time spent in the backend, when it reports it. */
  durationMs?: number;
}

/**
 * A text generator. Implemented by llama-client (llama-server HTTP, OpenAI-compatible, in-process) and by
 * test doubles that script the content. Failures are thrown as `LlmError`-family errors (see errors/).
 */
export interface LlmProvider {
  /** Human-readable id, e.g. `llama-server@http://127.0.0.1:8080`. */
  readonly id: string;
  complete(request: LlmRequest): Promise<LlmResponse>;
}

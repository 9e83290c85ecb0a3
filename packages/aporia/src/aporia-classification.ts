import type { AporiaCategory } from '@metnos/core';

/**
 * What exactly blocks the turn, finer than the category; it picks the sentence Aporia says.
 * `location`, `confirmation`, `permission`, `path`, `scope`, `service`, `input`, `arguments` are user actions;
 * `executor` a missing executor; `skill` and `llm` a capability to enable; `plan_truncated`, `plan_unusable`
 * and `llm_error` a language model that failed to plan (missing skill); `index` and `data` missing data.
 */
export type AporiaSubject =
  | 'location'
  | 'confirmation'
  | 'permission'
  | 'path'
  | 'scope'
  | 'service'
  | 'input'
  | 'arguments'
  | 'executor'
  | 'skill'
  | 'llm'
  | 'plan_truncated'
  | 'plan_unusable'
  | 'llm_error'
  | 'index'
  | 'data';

/**
 * What the language model's provider answered when planning failed (subject `llm_error`), read from the
 * failure's `details.cause`: the HTTP `status`, the server's error `type` and `message` (llama-server's
 * `exceed_context_size_error`, with `promptTokens` and `contextSize` when it sent them), `timeoutMs` of a timeout,
 * and the provider error's `code` (`llm_http`, `llm_timeout`, ...).
 */
export interface AporiaLlmCause {
  code?: string;
  status?: number;
  type?: string;
  message?: string;
  timeoutMs?: number;
  promptTokens?: number;
  contextSize?: number;
}

/** Aporia's verdict on a dead-end. */
export interface AporiaClassification {
  category: AporiaCategory;
  subject: AporiaSubject;
  /** The named thing that is missing or blocked (a skill, an index, a path, a tool), when known. */
  target?: string;
  /** Subject `arguments`: the names of the arguments of `target` (the tool) that could not be worked out, when known. */
  arguments?: string[];
  /** Subject `llm_error`: what the model server answered. */
  llmCause?: AporiaLlmCause;
  /** One-line technical detail for the gap log (`kind/code: message`, or the rule that decided). */
  detail: string;
  /**
   * What would unblock the turn as the failing executor put it (`details.action` of its failure); when present it
   * replaces the subject's default suggestion in the rendered message.
   */
  action?: string;
}

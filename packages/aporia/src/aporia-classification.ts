import type { AporiaCategory, LlmFailure, LocalizedText } from '@metnos/core';

/**
 * What exactly blocks the turn, finer than the category; it picks the sentence Aporia says.
 * `location`, `confirmation`, `permission`, `credentials`, `path`, `scope`, `service`, `input`, `arguments` are
 * user actions; `executor` a missing executor; `skill` and `llm` a capability to enable; `plan_truncated`,
 * `plan_unusable` and `llm_error` a language model that failed to plan (missing skill); `index` and `data`
 * missing data.
 */
export type AporiaSubject =
  | 'location'
  | 'confirmation'
  | 'permission'
  | 'credentials'
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

/** Aporia's verdict on a dead-end. */
export interface AporiaClassification {
  category: AporiaCategory;
  subject: AporiaSubject;
  /** The named thing that is missing or blocked (a skill, an index, a path, a tool), when known. */
  target?: string;
  /** Subject `arguments`: the names of the arguments of `target` (the tool) that could not be worked out, when known. */
  arguments?: string[];
  /** Subjects `llm` and `llm_error`: what the model's provider reported. */
  llm?: LlmFailure;
  /** One-line technical detail for the gap log (`code: message`, or the rule that decided). */
  detail: string;
  /**
   * What would unblock the turn as the failing executor put it (its `details.action`); when present it replaces
   * the subject's default suggestion in the rendered message.
   */
  action?: LocalizedText;
}

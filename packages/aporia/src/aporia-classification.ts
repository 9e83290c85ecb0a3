import type { AporiaCategory } from '@metnos/core';

/**
 * What exactly blocks the turn, finer than the category; it picks the sentence Aporia says.
 * `location`, `confirmation`, `permission`, `path`, `scope`, `service`, `input` are user actions;
 * `executor` a missing executor; `skill` and `llm` a capability to enable; `index` and `data` missing data.
 */
export type AporiaSubject =
  | 'location'
  | 'confirmation'
  | 'permission'
  | 'path'
  | 'scope'
  | 'service'
  | 'input'
  | 'executor'
  | 'skill'
  | 'llm'
  | 'index'
  | 'data';

/** Aporia's verdict on a dead-end. */
export interface AporiaClassification {
  category: AporiaCategory;
  subject: AporiaSubject;
  /** The named thing that is missing or blocked (a skill, an index, a path, a tool), when known. */
  target?: string;
  /** One-line technical detail for the gap log (`kind/code: message`, or the rule that decided). */
  detail: string;
  /**
   * What would unblock the turn as the failing executor put it (`details.action` of its failure); when present it
   * replaces the subject's default suggestion in the rendered message.
   */
  action?: string;
}

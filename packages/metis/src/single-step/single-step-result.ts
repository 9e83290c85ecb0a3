import type { Framework } from '@metnos/core';

/** Where a single-step argument came from: args-extractor (`rule`, `memory`, `llm`, `default`) or the planner's readers. */
export type SingleStepArgSource = 'rule' | 'memory' | 'llm' | 'default' | 'reader';

/** A plan the deterministic single-step planner is sure of. */
export interface SingleStepPlan {
  ok: true;
  /** One step, `fillers: {}`, `final_message: ''` (the app renders the step's output). */
  framework: Framework;
  tool: string;
  args: Record<string, unknown>;
  sources: Record<string, SingleStepArgSource>;
}

/**
 * Why the single-step planner did not answer, with what Aporia needs to say it:
 * - `no_action`: the request names neither an action nor an object of the vocabulary;
 * - `multi_step`: more than one coordinated action (`actions`): a job for Mētis;
 * - `not_a_command`: the action that would change something is negated or asked about (`why`);
 * - `no_tool`: no tool of the pool is `wanted` (`verb_object` from the vocabulary);
 * - `ambiguous`: several tools fit as well (`tools`);
 * - `missing_argument`: `tool` fits but `arguments` could not be read from the request (a group of alternatives
 *   is written `paths|entries`);
 * - `unread_words`: `tool` fits but the request says more than its arguments can hold (`words` would be lost);
 * - `invalid_arguments`: the arguments read do not pass the tool's schema (`error`, from tool-grammar's validator).
 */
export type SingleStepMiss =
  | { reason: 'no_action' }
  | { reason: 'multi_step'; actions: string[] }
  | { reason: 'not_a_command'; verb: string; why: 'negated' | 'hypothetical' }
  | { reason: 'no_tool'; verb?: string; object?: string; wanted?: string }
  | { reason: 'ambiguous'; tools: string[] }
  | { reason: 'missing_argument'; tool: string; arguments: string[] }
  | { reason: 'unread_words'; tool: string; words: string[] }
  | { reason: 'invalid_arguments'; tool: string; error: string };

/** The outcome of `planSingleStep`. */
export type SingleStepResult = SingleStepPlan | { ok: false; miss: SingleStepMiss };

import type { LlmFailure } from './llm-failure';
import type { Language } from './language';
import type { ToolEffect } from './tool-effect';

/** A sentence for the user: the same in every language, or one per language (English is the fallback). */
export type LocalizedText = string | ({ en: string } & Partial<Record<Language, string>>);

/**
 * What went wrong inside an executor, as far as the executor can tell (the `failureKind` of an `ExecutorError`).
 * `executor_crash` and `unknown` say nothing about the cause: the failure's `causeCode` (a Node error code such as
 * `ENOENT`) may still decide.
 */
export type FailureKind =
  | 'invalid_args'
  | 'unknown_tool'
  | 'executor_crash'
  | 'timeout'
  | 'unavailable'
  | 'not_found'
  | 'empty_result'
  | 'user_action_required'
  | 'missing_capability'
  | 'blocked'
  | 'unknown';

/**
 * Something only the user can provide, named by an executor that cannot go on without it: `location` (share it),
 * `permission` (grant access), `credentials` (fix a login), `service` (start or reach a backend), `input` (a value
 * they did not give).
 */
export type UserNeed = 'location' | 'permission' | 'credentials' | 'service' | 'input';

/**
 * What an executor reported when it threw an `ExecutorError`, as typed data. Only these fields decide recovery
 * (Pronoia) and the dead-end message (Aporia); `data` is kept for the log and never decides anything.
 */
export interface ExecutorFailureDetails {
  kind: FailureKind;
  /** The executor's own code (`folder_not_found`, `smtp_timeout`, ...), for logs and tests. */
  executorCode: string;
  /** Names of the tool's arguments that are missing or wrong (always names of the tool's schema properties). */
  arguments?: string[];
  /** The path, URL or service the failure is about. */
  path?: string;
  url?: string;
  service?: string;
  /** A capability that is not there (`llm`, or a provider such as `google_drive`). */
  capability?: string;
  /** A skill or integration that is not enabled. */
  skill?: string;
  /** An index that has not been built. */
  index?: string;
  /** What only the user can provide. */
  need?: UserNeed;
  /** A setup step could create what is missing (build the index, create the folder): Pronoia may re-plan. */
  setup?: boolean;
  /**
   * The executor's own one-line advice for the user, in the executor author's words (never content it read):
   * one text, or one per language (`{ en, it }`); Aporia shows it in the turn's language.
   */
  action?: LocalizedText;
  /** A Node error code such as `ENOENT`, `EACCES`, `ECONNREFUSED` from the error's cause. */
  causeCode?: string;
  /** Extra diagnostic data, for the log only. */
  data?: Record<string, unknown>;
}

/** The plan itself is wired wrong (step references, fillers, length): the model did not produce a usable plan. */
export type PlanWiringFailure =
  | { code: 'cap_steps_exceeded'; details: { capSteps: number; steps: number } }
  | { code: 'unknown_filler'; details: { filler: string } }
  | { code: 'unresolved_reference'; details: { reference: string } }
  | { code: 'from_step_invalid'; details: { fromStep: number } }
  | { code: 'from_step_unconsumed'; details: { fromStep: number; consumerArg?: string; outputFields?: string[] } };

/**
 * Why a step (or the planning before any step) failed: a discriminated union on `code`, each with typed
 * `details`. Pronoia and Aporia switch on `code` exhaustively; `message` is for people and logs and is never
 * parsed, never shown to a planner (it may quote content an executor read).
 */
export type FailureReason =
  | PlanWiringFailure
  /** No executor of that name in the catalog. */
  | { code: 'unknown_tool'; details: Record<string, never> }
  /** The arguments do not fit the tool (missing, wrong type, a placeholder value, none of a required group). */
  | { code: 'invalid_args'; details: { reason: 'schema' | 'one_of' | 'placeholder'; arguments: string[] } }
  /** A `${FILLER:name}` without an answer and without a default: only the user can give it. */
  | { code: 'filler_unresolved'; details: { filler: string } }
  /** The step deletes, overwrites or sends outside, and the user has not consented to this plan. */
  | { code: 'confirmation_required'; details: { effects: ToolEffect[]; about?: string } }
  /** A path argument is outside the allowed folders, inside a denied one, or escapes them through a link. */
  | { code: 'path_not_allowed'; details: { path: string; argument?: string; reason: 'outside_allowlist' | 'denied' | 'symlink_escape' } }
  /** The result is larger than the safety caps. */
  | { code: 'result_too_large'; details: { entries?: number; bytes?: number; maxEntries: number; maxBytes: number } }
  /** The executor did not answer within the step timeout. */
  | { code: 'step_timeout'; details: { timeoutMs: number } }
  /** The executor returned something that is not a result object. */
  | { code: 'invalid_result'; details: Record<string, never> }
  /** The executor threw; what it reported. */
  | { code: 'executor_failed'; details: ExecutorFailureDetails }
  /** No language model is configured, reachable or loadable for a step that needs one. */
  | { code: 'llm_unavailable'; details: { llm?: LlmFailure } }
  /** The planning model failed to produce a usable plan. */
  | { code: 'plan_failed'; details: { reason: 'truncated' | 'malformed' | 'invalid' | 'llm_error'; llm?: LlmFailure; excludedTool?: string } }
  /** No tool is left to plan with (every tool excluded). */
  | { code: 'empty_pool'; details: { excludedTools: string[] } };

/** Every failure code. */
export type FailureCode = FailureReason['code'];

/** A failure at step `index` (1-based; 0 = before any step ran, e.g. planning) of `tool`. */
export type StepFailure = FailureReason & {
  tool: string;
  index: number;
  /** For people and logs only: never parsed, never put in a prompt. */
  message: string;
};

/** The failure of one `code`, with its details typed. */
export type StepFailureOf<Code extends FailureCode> = Extract<StepFailure, { code: Code }>;

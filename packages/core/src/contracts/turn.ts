import type { Framework, Intent } from './framework';
import type { ToolResult } from './tool';

/** Which layer of the cascade produced a turn's answer. */
export type TurnLayer = 'L0' | 'L1' | 'L2' | 'skill' | 'planner' | 'pronoia' | 'aporia';

/** Time spent in one layer of the cascade during a turn. */
export interface LayerTiming {
  layer: string;
  ms: number;
  /** Whether this layer answered (`hit`), declined (`miss`) or was not configured (`skipped`). */
  outcome: 'hit' | 'miss' | 'skipped' | 'error';
}

/** The result of executing one framework step. */
export interface StepResult {
  /** 1-based index, as used by `from_step` and `${stepN.field}`. */
  index: number;
  tool: string;
  /** Arguments after every placeholder was resolved. */
  args: Record<string, unknown>;
  ok: boolean;
  output?: ToolResult;
  failure?: StepFailure;
  ms: number;
}

/**
 * Why a step failed, as structured data: Pronoia and Aporia branch on `kind` and `code`,
 * and read `message` only for textual markers when no structured field decides.
 */
export interface StepFailure {
  tool: string;
  index: number;
  kind: FailureKind;
  /** Stable machine code, e.g. `invalid_args`, `timeout`, `not_found`, `vaglio_blocked`. */
  code: string;
  message: string;
  /** Extra data, e.g. the names of missing arguments. */
  details?: Record<string, unknown>;
}

/** What went wrong, as far as the failing layer can tell. `unknown` leaves the call to textual markers. */
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

/** Everything a turn produced, for the reply and for recording. */
export interface TurnOutcome {
  turnId: string;
  query: string;
  reply: string;
  ok: boolean;
  layer: TurnLayer;
  intent?: Intent;
  framework?: Framework;
  steps: StepResult[];
  timings: LayerTiming[];
  totalMs: number;
}

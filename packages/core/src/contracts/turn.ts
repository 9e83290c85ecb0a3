import type { Framework, Intent } from './framework';
import type { StepFailure } from './step-failure';
import type { ToolResult } from './tool';

/** Which layer of the cascade produced a turn's answer. */
export type TurnLayer = 'L0' | 'L1' | 'L2' | 'skill' | 'single_step' | 'planner' | 'pronoia' | 'aporia';

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

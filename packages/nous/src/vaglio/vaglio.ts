import type { FailureReason, ToolManifest, ToolResult } from '@metnos/core';
import type { ContentSource } from './content-leaves';

/** A step about to run, as Vaglio sees it. */
export interface VaglioCallInput {
  /** 1-based step index. */
  index: number;
  manifest: ToolManifest;
  /** Resolved arguments. */
  args: Record<string, unknown>;
  /** The user consented to this step (with these arguments). */
  confirmed: boolean;
  /**
   * The manifests of the plan's steps after this one (unknown tools left out), for rules that judge a step by what
   * follows it: an effect must not run before a later step that asks for consent. Default none.
   */
  later?: readonly ToolManifest[];
  /**
   * The earlier steps whose outputs this step's arguments carry (`${stepN.field}`, `from_step`): what they read
   * flows wherever this step sends its input. Default none.
   */
  derivedFrom?: readonly ContentSource[];
  /**
   * The plan's later steps with the earlier steps each one's arguments carry, when known: a later step that would
   * take read content outside asks for consent too. Without it only `later`'s manifests are judged.
   */
  laterSteps?: readonly { manifest: ToolManifest; derivedFrom: readonly ContentSource[] }[];
}

/** A step that ran, with its result. */
export interface VaglioResultInput extends VaglioCallInput {
  output: ToolResult;
}

/** Vaglio's answer: allowed, or blocked with a stable code and the data that explains it. */
export type VaglioVerdict =
  | { allowed: true }
  | { allowed: false; failure: Extract<FailureReason, { code: 'confirmation_required' | 'path_not_allowed' | 'result_too_large' }>; message: string; rule?: string };

/**
 * One safety rule. `judgeCall` runs before the executor (so a refused destructive call never happens),
 * `judgeResult` after it (size caps, leaks). A rule that has no opinion returns `{ allowed: true }`.
 */
export interface VaglioRule {
  name: string;
  judgeCall?(input: VaglioCallInput): VaglioVerdict;
  judgeResult?(input: VaglioResultInput): VaglioVerdict;
}

/** The safety judge Nous consults around every step; the first blocking rule wins. */
export interface Vaglio {
  judgeCall(input: VaglioCallInput): VaglioVerdict;
  judgeResult(input: VaglioResultInput): VaglioVerdict;
}

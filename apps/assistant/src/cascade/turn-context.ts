import type { RequestFrame } from '@metnos/args-extractor';
import type { Framework, FrameworkExecution, Language, LlmProvider, StepResult } from '@metnos/core';
import type { ProposeHistory } from '@metnos/metis';
import type { LayerTimer } from './create-layer-timer';
import type { ResolvedIntent } from '../turn/turn-answer';

/** How a plan may run: which of its consent-needing steps the user approved (see `createConsentCheck`). */
export interface RunPlanOptions {
  /** Decides, per step about to run, whether the user consented to it (send, delete, overwrite). */
  consent?: (step: { index: number; tool: string; args: Record<string, unknown> }) => boolean;
  /** Steps that already ran earlier in the turn (chain_to_planner): the plan's steps are numbered after them. */
  priorSteps?: readonly StepResult[];
}

/**
 * Everything a layer may use while it answers one turn, read-only: the request's clock, language and active day,
 * the timer that records each layer, the turn's LLM (probed once, counted for this turn only), the intent of a
 * request (extracted once per request text), and Nous bound to this turn.
 */
export interface TurnContext {
  turnId: string;
  now: Date;
  language: Language;
  dayRank: number;
  timer: LayerTimer;
  /** ↺ retry: skip the skill lookup so that the planner proposes afresh. */
  bypassSkill: boolean;
  abortSignal?: AbortSignal;
  /** The turn's LLM, probing the server on first use; undefined when none can be used. */
  acquireLlm(): Promise<LlmProvider | undefined>;
  /** The turn's LLM when known to be usable without waiting, else undefined. */
  peekLlm(): LlmProvider | undefined;
  /** Why the LLM could not be acquired (the failed health probe's error), for the dead-end message. */
  llmUnavailableCause(): unknown;
  /**
   * The reading of `request` (args-extractor's `readRequest` on the turn's clock and language), read once per request
   * text and shared by every layer that binds values (L1, skills, recording) — timed as `reading` (issue 21).
   */
  frameOf(request: string): Promise<RequestFrame>;
  /** The readings made so far in this turn (each once), for recording. */
  readonly frames: ReadonlyMap<string, Promise<RequestFrame>>;
  /** The intent of `request` (cached per normalised request, else Metis' fast tier or its rules). */
  intentOf(request: string): Promise<ResolvedIntent>;
  /** Runs a plan through Nous as the `nous` layer, with this turn's executors, clock, fillers and Vaglio. */
  run(framework: Framework, options?: RunPlanOptions): Promise<FrameworkExecution>;
  /** Consent already given for this turn (the plan the user confirmed). */
  consent?: RunPlanOptions['consent'];
  /** chain_to_planner: the steps an L2 path already ran for the first part of the request. */
  history?: ProposeHistory;
}

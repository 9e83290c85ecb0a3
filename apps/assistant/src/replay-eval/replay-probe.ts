import type { Language } from '@metnos/core';

/** The day a request is asked on: the teaching day or one of the later probe days (see `replayEvalDays`). */
export type ReplayDay = 'teach' | 'thu' | 'tue';

/** One step of a plan, as the model writes it and as the eval expects it to run. */
export interface ReplayStep {
  tool: string;
  /** The arguments; `from_step` feeds the entries of an earlier step (it is not compared: the tools' order is). */
  args: Record<string, unknown>;
  /**
   * Arguments whose wording is the model's own and not the user's (the subject of a forward the user did not
   * dictate): any value, or none, is right.
   */
  free?: readonly string[];
}

/** A request as a person asks it, with what a good model answers for it: its intent and its whole plan. */
export interface ReplayRequest {
  query: string;
  language: Language;
  intent: { verb: string; object: string; keywords: readonly string[] };
  /** The right plan, with every value relative to now already resolved against the day it is asked on. */
  plan: readonly ReplayStep[];
}

/** What a probe varies against what was taught. */
export type ProbeKind = 'same' | 'values' | 'roles' | 'sibling' | 'quoted' | 'paraphrase' | 'relative-time' | 'not-memory';

/** A new request asked on a later day, with its expected plan, or marked as one memory must not serve. */
export interface ReplayProbe extends ReplayRequest {
  day: Exclude<ReplayDay, 'teach'>;
  kind: ProbeKind;
  /**
   * True when no taught plan fits this request (another action, a capability the assistant lacks): a memory layer
   * that answers it is a wrong serve, whatever it runs.
   */
  mustNotServe?: boolean;
}

/** A request family: requests taught by repetition on the teaching day, and the probes asked later. */
export interface ReplayFamily {
  id: string;
  /** Requests asked on the teaching day, each `repetitions` times, in order. */
  teach: readonly ReplayRequest[];
  probes: readonly ReplayProbe[];
}

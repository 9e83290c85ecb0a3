import type { AporiaCategory, Language, TurnLayer } from '@metnos/core';
import type { TurnBenchCategory } from './turn-bench-case';

/** How one request went in one pass. */
export interface TurnBenchRow {
  /** 1-based pass, or 0 for the pass with no model configured. */
  pass: number;
  caseId: string;
  category: TurnBenchCategory;
  language: Language;
  query: string;
  /** The layer that answered (for a request that asked consent, the layer that planned it). */
  layer: TurnLayer;
  /** Milliseconds of the turn, plus the confirmed turn when consent was asked. */
  ms: number;
  /** Model calls of the turn (and of the confirmed turn). */
  llmCalls: number;
  /** Consent requests the bench confirmed through `assistant.confirm(token)`. */
  consents: number;
  right: boolean;
  why?: string;
  /** A skill, L1 or L2 replay whose plan was wrong (tools, argument values, dead-end, consent or effect). */
  wrongReplay: boolean;
  /** The plan was right but the reply was empty or missed what it must say. */
  replyDefect: boolean;
  /** The right answer is an honest dead-end (Aporia). */
  deadEnd: boolean;
  /** The case documents a known gap of the assistant. */
  knownGap: boolean;
  aporia?: { category: AporiaCategory; subject: string };
  reply: string;
}

/** The figures of one pass over every request. */
export interface TurnBenchPass {
  pass: number;
  /** For a pass on a later day, that day (UTC date of the clock). */
  day?: string;
  llmCalls: number;
  meanMs: number;
  /** Median milliseconds of a turn. */
  medianMs: number;
  right: number;
  wrong: number;
  /** Replays with a wrong plan ({@link TurnBenchRow.wrongReplay}), known gaps included. */
  wrongReplays: number;
  /** Of `wrongReplays`, those on requests that document a known gap (a wrong plan the planner made, replayed). */
  wrongReplaysOnKnownGaps: number;
  /** Answers with a right plan and an empty or incomplete reply; `replayReplyDefects` of them from a replay. */
  replyDefects: number;
  replayReplyDefects: number;
  consents: number;
  /** Requests each layer answered. */
  byLayer: Partial<Record<TurnLayer, number>>;
  /** Requests the deterministic single-step planner answered right with no model call at all. */
  singleStepWithoutLlm: number;
  /** Requests the single-step planner answered (right or not), whatever the model calls of the turn (the intent). */
  singleStep: number;
}

/** The whole bench run. */
export interface TurnBenchReport {
  mode: 'scripted' | 'llama-server';
  /** The llama-server URL, in that mode. */
  llmUrl?: string;
  cases: number;
  passes: TurnBenchPass[];
  rows: TurnBenchRow[];
  /** The same requests once more in a fresh assistant with no model configured (`[llm] provider = "none"`). */
  noModel?: { pass: TurnBenchPass; rows: TurnBenchRow[] };
  /** Anchor measured in the same run: median milliseconds of `node -e 0`. */
  anchorMs: number;
  /** 1-minute load average and CPU count when the run started. */
  load: { average: number; cpus: number };
  /** When the run finished (ISO). */
  at: string;
}

import type { RequestFrame } from '@metnos/args-extractor';
import type { Framework, FrameworkStep, Language, LlmProvider, StepResult, ToolResult } from '@metnos/core';

/** An L0 hit: the executor of a literal phrase and how to word its result. */
interface LiteralHit {
  tool: string;
  render(output: ToolResult, language: Language, now?: Date): string;
}

/** An L1 hit: one executor with its arguments (memory, then rules). */
interface CanonicalHit {
  tool: string;
  args: Record<string, unknown>;
  score: number;
  /** The canonical_query_log row that answered (✗ on the turn demotes it). */
  canonicalQueryId: number;
}

/** An L2 hit: a memoised pipeline with this request's values in place of its placeholders. */
interface MultiToolHit {
  pathId: number;
  framework: Framework;
  score: number;
  /**
   * With `[multi_tool_fast_path] chain_to_planner`: the path serves only the first part of the request
   * (`prefix`); `residual` is the rest, for the planner once the path's steps ran.
   */
  chain?: { prefix: string; residual: string };
}

/**
 * The three fast-path layers as the cascade uses them, built over @metnos/fast-path with the store and the
 * embedder (see `createFastPathLayers`).
 */
export interface FastPathLayers {
  literal(query: string): LiteralHit | undefined;
  /** `llm`: the turn's fast-tier provider, when usable without waiting (for `canonical_query_args_llm`). */
  canonical(query: string, options: { now: Date; language: Language; llm?: LlmProvider; readFrame?: () => Promise<RequestFrame>; abortSignal?: AbortSignal }): Promise<CanonicalHit | undefined>;
  /** Drops L1's cached candidates (after a row was demoted). */
  invalidateCanonical(): void;
  /** `readFrame`: the turn's reading of `query` (read once per turn), shared with L1 and the layers after. */
  multiTool(query: string, options: { now: Date; language: Language; readFrame?: () => Promise<RequestFrame>; abortSignal?: AbortSignal }): Promise<MultiToolHit | undefined>;
  /** canonical_query_log: the first step of a planner turn, with the arguments it ran with. */
  recordFirstStep(query: string, step: StepResult, options?: { language?: Language; abortSignal?: AbortSignal }): Promise<void>;
  /** multi_tool_paths: the plan steps (with `from_step` references) of a successful turn of two or more steps. */
  recordPath(query: string, steps: readonly FrameworkStep[], options: { now: Date; language: Language; abortSignal?: AbortSignal }): Promise<void>;
  /** The nightly job's TTL part: deletes paths unused for more than `ttl_active_days` active days. */
  expirePaths(): number;
  /** Builds L1's approximate index whole and saves it next to the store (false when it cannot: few rows, no file). */
  saveCanonicalIndex?(): Promise<boolean>;
}

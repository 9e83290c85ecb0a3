import type { LlmTier } from './llm-provider';

/**
 * One step of a plan. `args` may contain `from_step: N` (1-based) to receive step N's entries,
 * `${FILLER:name}` placeholders, and `${stepN.field}` references.
 */
export interface FrameworkStep {
  tool: string;
  args: Record<string, unknown>;
}

/** A value Nous resolves just before the step runs: from cache, from a fast-tier LLM call, or the default. */
export interface FillerSpec {
  prompt: string;
  default?: string;
  tier?: LlmTier;
}

/**
 * A whole plan as proposed by Metis in one shot, stored as a skill by Praxis and executed by Nous.
 * Field names are snake_case JSON (`final_message`) because frameworks are persisted and grammar-generated.
 */
export interface Framework {
  steps: FrameworkStep[];
  fillers: Record<string, FillerSpec>;
  /** Template rendered after the last step, with `${stepN.field}` references. */
  final_message: string;
}

/** The fingerprint of a request that Praxis indexes skills by. */
export interface Intent {
  verb: string;
  object: string;
  keywords: string[];
}

import type { LearningStats } from './learning-stats';
import type { ConfirmationStep } from './confirmation-step';
import type {
  AntiSkillRecord,
  AporiaCategory,
  AporiaRecord,
  Executor,
  Feedback,
  Language,
  LearningChangeRecord,
  LearningRevertResult,
  ObservationRecord,
  ProtoExecutorRecord,
  SkillRecord,
  TurnOutcome,
} from '@metnos/core';

/** A layer starting or ending while a turn runs (for spinners and progress lines). */
export interface TurnProgress {
  layer: string;
  phase: 'start' | 'end';
  /** Milliseconds the layer took, on `end`. */
  ms?: number;
  outcome?: 'hit' | 'miss' | 'skipped' | 'error';
}

/**
 * Where a request comes from, and what that channel knows that executors may use: the location the user shared
 * in a Telegram chat feeds `get_location` for that chat's turns (before `[executors] location`).
 */
export interface TurnChannel {
  name: 'cli' | 'web' | 'telegram' | 'mcp';
  /** The location shared on this channel: `"lat,lon"` or a place name. */
  location?: string;
}

/** Options of `Assistant.ask`. */
export interface AskOptions {
  /** Skip the Praxis skill lookup (↺ retry): the planner proposes afresh. */
  bypassSkill?: boolean;
  /** Reply language; default detected from the query. */
  language?: Language;
  /** Called when a layer starts and ends. */
  onProgress?: (progress: TurnProgress) => void;
  /** The channel the request came from (default none: the config's settings only). */
  channel?: TurnChannel;
  abortSignal?: AbortSignal;
}

/** What the assistant adds to core's `TurnOutcome`. */
export interface AssistantTurn extends TurnOutcome {
  language: Language;
  /** LLM requests this turn made (intent, plan, fillers, describe...), counted for this turn only. */
  llmCalls: number;
  /**
   * chain_to_planner: an L2 path served `prefix` and the planner planned `residual` with those steps as history
   * (the turn's layer is `L2`; its timings hold the `planner` row).
   */
  chained?: { prefix: string; residual: string };
  /** The dead-end, when Aporia answered. */
  aporia?: { category: AporiaCategory; subject: string; detail: string };
  /** True when a step that sends, deletes or overwrites waits for the user's consent (see `confirmation`). */
  needsConfirmation?: boolean;
  /**
   * The consent request: the steps the user is shown (with their resolved arguments) and a single-use token bound to
   * that exact plan, valid until `expiresAt`. `Assistant.confirm(token)` runs that plan and nothing else.
   */
  confirmation?: { token: string; expiresAt: string; steps: ConfirmationStep[] };
}

/** What `Assistant.feedback` did. */
export interface FeedbackResult {
  turnId: string;
  feedback: Feedback;
  /** Whether the turn was found in the observation log. */
  found: boolean;
  /** The skill after the feedback, when the turn had one. */
  skill?: SkillRecord;
  /** For ↺: the new turn, asked again bypassing the skill. */
  retried?: AssistantTurn;
  /** For ✗ on an L1 answer: whether the canonical row that served it was demoted (its count reset to 0). */
  canonicalDemoted?: boolean;
}

/** What the nightly job did. */
export interface PromotionReport {
  dayRank: number;
  /** L2 paths retired by this run (unused past `ttl_active_days`, or below the efficacy floor); kept for audit. */
  expiredPaths: number;
  promoted: ProtoExecutorRecord[];
  /** What the efficacy ager retired (skills, L1 rows, L2 paths): one learning change each, with its reason. */
  retired: LearningChangeRecord[];
  /** The anti-skills whose active days ran out. */
  expiredAntiSkills: LearningChangeRecord[];
  /** L1 rows and L2 paths taught before rows kept a language (schema v8) that this run gave the one of their request. */
  filledRowLanguages: number;
}

/** Options of `Assistant.promote`. */
export interface PromoteOptions {
  /** After each committed batch of rows the nightly job gives a language (`filled` of `total`; not called when none). */
  onRowLanguages?: (progress: { filled: number; total: number }) => void;
}

/** The running assistant: the turn cascade plus the Praxis memory it learns into. */
export interface Assistant {
  /** Runs one turn through the cascade (L0 → L1 → L2 → intent → skill → Metis → Nous → Pronoia → Aporia). */
  ask(query: string, options?: AskOptions): Promise<AssistantTurn>;
  /**
   * Runs the plan the user was shown and consented to (the `confirmation.token` of a turn), never a new one: a step
   * sends, deletes or overwrites only with exactly the arguments the user saw. A token works once and expires; a
   * plan whose resolved arguments changed, or that reaches another such step, asks again with a new token. A token
   * that cannot be used runs nothing and says why, in its plan's language (`language` when the token is unknown).
   */
  confirm(token: string, options?: { abortSignal?: AbortSignal; channel?: TurnChannel; language?: Language; onProgress?: (progress: TurnProgress) => void }): Promise<AssistantTurn>;
  /** Applies ✓ ✗ ↺ to a turn; ↺ also re-asks the query bypassing the skill; ✗ on an L1 answer demotes its canonical row. */
  feedback(
    turnId: string,
    feedback: Feedback,
    options?: { abortSignal?: AbortSignal; channel?: TurnChannel; language?: Language; onProgress?: (progress: TurnProgress) => void },
  ): Promise<FeedbackResult>;
  listSkills(): SkillRecord[];
  forgetSkill(intentHash: string): boolean;
  listAntiSkills(): AntiSkillRecord[];
  listObservations(options?: { limit?: number; offset?: number }): ObservationRecord[];
  countObservations(): number;
  listAporiae(): AporiaRecord[];
  /** The learning statistics of the last `days` local days (the /admin dashboard, /api/stats, `metnos stats`). */
  learningStats(options: { days: number }): LearningStats;
  /**
   * The nightly job: gives the L1 rows and L2 paths taught before rows kept a language the one of their request (in
   * committed batches, `onRowLanguages` after each), then the efficacy ager (retires skills, L1 rows and L2 paths below
   * the floor or past the L2 TTL, expires anti-skills) and promotion of paths with >= k_synth uses.
   */
  promote(options?: PromoteOptions): PromotionReport;
  /**
   * Builds L1's approximate index whole and saves it next to the store, so a fresh process (a CLI turn) opens it
   * instead of reading the log (`metnos promote` runs it after the nightly job); false when there is nothing to save
   * (fewer rows than the saved index starts from, or a store without a file).
   */
  saveLearnedIndex(): Promise<boolean>;
  /** The learning change log (/admin/changes), newest first. */
  listChanges(options?: { limit?: number; offset?: number }): LearningChangeRecord[];
  countChanges(): number;
  /** Reverts one learning change (logged as a change itself), or says why it cannot. */
  revertChange(id: number): LearningRevertResult;
  /** The executors catalog. */
  readonly executors: readonly Executor[];
  /** Which LLM the assistant uses, or why none. */
  readonly llmStatus: { available: boolean; id: string; reason?: string };
  close(): void;
}

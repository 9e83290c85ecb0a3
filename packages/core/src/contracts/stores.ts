import type { Framework, Intent } from './framework';
import type { TurnLayer } from './turn';

/*
 * Store interfaces. They are synchronous on purpose: the reference implementation is better-sqlite3, whose
 * calls are synchronous and take microseconds; an async seam would cost more than the lookup itself
 * (see docs/decisions/2026-11-23-synchronous-stores.md). Implemented by @metnos/praxis-store.
 */

/** Lifecycle of a skill: `candidate` until it proves itself, `active` once promoted, `demoted` after ✗. */
export type SkillStatus = 'candidate' | 'active' | 'demoted';

/** A framework that worked for an intent, indexed by `intentHash` (sha256(intent signature)[:16]). */
export interface SkillRecord {
  intentHash: string;
  intent: Intent;
  framework: Framework;
  status: SkillStatus;
  uses: number;
  successes: number;
  failures: number;
  consecutiveSuccesses: number;
  consecutiveFailures: number;
  /** successes / uses, 0 when unused. */
  successRate: number;
  /** Increments every time the stored framework is replaced. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Feedback buttons under a reply: ✓ (`up`), ✗ (`down`), ↺ (`retry`). */
export type Feedback = 'up' | 'down' | 'retry';

/** A framework banned for an intent after repeated failures, until `expiresDayRank` (active days). */
export interface AntiSkillRecord {
  intentHash: string;
  frameworkHash: string;
  reason: string;
  createdDayRank: number;
  expiresDayRank: number;
}

/** Skills and anti-skills: the Praxis memory proper. */
export interface SkillStore {
  /** O(1) lookup by intent hash; returns only `active` skills unless `includeAll`. */
  findSkill(intentHash: string, options?: { includeAll?: boolean }): SkillRecord | undefined;
  /**
   * Records the outcome of running `framework` for `intent`: counters, auto-promotion after N consecutive
   * successes, anti-skill after M consecutive failures. One transaction.
   */
  recordOutcome(input: {
    intentHash: string;
    intent: Intent;
    framework: Framework;
    ok: boolean;
    dayRank: number;
    reason?: string;
    /**
     * Whether this success may count toward auto-promotion (default true). The caller's policy says no for a plan
     * that does not cover the intent or whose results were empty: such a skill becomes active only by an explicit ✓.
     */
    autoPromote?: boolean;
  }): SkillRecord;
  /** Applies ✓ ✗ ↺ to the skill of an intent. */
  applyFeedback(intentHash: string, feedback: Feedback, dayRank: number): SkillRecord | undefined;
  /** The live anti-skills of an intent at `dayRank`. */
  findAntiSkills(intentHash: string, dayRank: number): AntiSkillRecord[];
  listSkills(options?: { status?: SkillStatus }): SkillRecord[];
  listAntiSkills(dayRank?: number): AntiSkillRecord[];
  /** Deletes a skill (and its anti-skills); returns whether one existed. */
  forgetSkill(intentHash: string): boolean;
}

/** One append-only row per turn: the audit log and the source of truth for promotion decisions. */
export interface ObservationRecord {
  id?: number;
  turnId: string;
  query: string;
  intentHash?: string;
  intent?: Intent;
  framework?: Framework;
  verdict: 'ok' | 'error' | 'aporia';
  layer: TurnLayer;
  /** Milliseconds per layer, e.g. `{ L0: 0.01, L1: 2.1, planner: 14000 }`. */
  latencies: Record<string, number>;
  feedback?: Feedback;
  /**
   * The `canonical_query_log` row that answered, when the turn was served by L1: ✗ on such a turn demotes
   * that row (`CanonicalQueryStore.demoteCanonicalQuery`).
   */
  canonicalQueryId?: number;
  createdAt?: string;
}

/** The observation log. */
export interface ObservationStore {
  appendObservation(observation: ObservationRecord): number;
  setObservationFeedback(turnId: string, feedback: Feedback): boolean;
  findObservation(turnId: string): ObservationRecord | undefined;
  listObservations(options?: { limit?: number; offset?: number }): ObservationRecord[];
  countObservations(): number;
}

/** A row of the canonical query log: a first planner step observed for a lemma-form query. */
export interface CanonicalQueryRecord {
  id: number;
  query: string;
  tool: string;
  argsObserved: Record<string, unknown>;
  count: number;
  embedderId: string;
  vector: Float32Array;
  /**
   * The request as the user wrote it when `argsObserved` was taught (the first observation): a replay reads
   * which argument values came from it and takes those from the new request. Absent on rows written before.
   */
  request?: string;
  /** When the row was first observed (ISO 8601): the clock of `request`, for its relative dates. */
  observedAt?: string;
}

/**
 * What changed in a candidate list since a cursor (`listCanonicalCandidateChanges`,
 * `listMultiToolCandidateChanges`): lets a consumer keep its own index up to date without re-reading every row.
 */
export interface CandidateChanges<Row extends { id: number }> {
  /** Opaque; pass it back to get the changes after this call. */
  cursor: string;
  /**
   * True when `upserts` is the whole list and the consumer starts over: first call, unknown or stale cursor, or
   * a change the store does not express as a delta (a deleted row).
   */
  reset: boolean;
  /** Rows that entered the list or changed, by `id` (a new record replaces the old one); with `reset`, every row. */
  upserts: Row[];
  /** Ids of rows that left the list (deleted, or below `minUses` after a demotion). Empty with `reset`. */
  removals: number[];
}

/** The canonical query log (L1 candidates). */
export interface CanonicalQueryStore {
  /** Adds an observation; the same (query, tool, embedderId) increments `count`. */
  recordCanonicalQuery(input: {
    query: string;
    tool: string;
    argsObserved: Record<string, unknown>;
    embedderId: string;
    vector: Float32Array;
    /** The request as written (kept from the first observation, with its arguments). */
    request?: string;
  }): CanonicalQueryRecord;
  /**
   * Rows of one embedder with `count >= minUses`.
   *
   * Called on every L1 turn, so it should be cheap while nothing changed: implementations may memoise and
   * return the same records (even the same array) until the data changes. Consumers (fast-path) cache derived
   * data keyed on the identity of the returned array, of each record and of its `vector`, so an implementation
   * must never modify a returned array, record or vector in place; to change a row it returns a new record (and
   * a new vector object when the vector changes). A store that returns fresh vector objects on every call stays
   * correct, only slower (consumers rebuild on every call). Returned records are read-only for callers.
   */
  listCanonicalCandidates(embedderId: string, minUses: number): CanonicalQueryRecord[];
  /**
   * The changes to `listCanonicalCandidates(embedderId, minUses)` since `cursor` (everything, with `reset`, when
   * `cursor` is absent or unknown). Writes to other tables produce no change. Same read-only contract for the
   * records. Optional: consumers fall back to `listCanonicalCandidates`; @metnos/praxis-store implements it.
   */
  listCanonicalCandidateChanges?(embedderId: string, minUses: number, cursor?: string): CandidateChanges<CanonicalQueryRecord>;
  /**
   * ✗ on an answer L1 served from row `id`: resets the row's `count` to 0, so it is no L1 candidate until it has
   * been observed `min_uses` times afresh (each new planner first step for it adds one). Keeps the row, its
   * arguments and vector. Returns whether the row existed. Optional so that minimal in-memory test stores need
   * not implement it; @metnos/praxis-store does.
   */
  demoteCanonicalQuery?(id: number): boolean;
}

/** A step of a memoised multi-tool path; `args` values may hold placeholders such as `${URL}`. */
export interface PathStep {
  tool: string;
  args: Record<string, unknown>;
}

/** A memoised multi-step pipeline (L2). */
export interface MultiToolPathRecord {
  id: number;
  canonicalQuery: string;
  /** Stable key of the tool sequence + placeholder args; identical passes share it. */
  signature: string;
  steps: PathStep[];
  uses: number;
  lastDayRank: number;
  promoted: boolean;
  embedderId: string;
  vector: Float32Array;
  /** The request as written on the first pass (absent on rows written before): the replay guard compares it. */
  request?: string;
}

/** A proto-executor created when an L2 path reaches `k_synth` uses (seed 000 §12). */
export interface ProtoExecutorRecord {
  id: number;
  pathId: number;
  canonicalQuery: string;
  steps: PathStep[];
  placeholders: string[];
  createdAt: string;
}

/** The multi-tool path table and its promotion outputs. */
export interface MultiToolPathStore {
  recordMultiToolPath(input: {
    canonicalQuery: string;
    signature: string;
    steps: PathStep[];
    embedderId: string;
    vector: Float32Array;
    dayRank: number;
    /** The request as written (kept from the first pass). */
    request?: string;
  }): MultiToolPathRecord;
  /**
   * Paths of one embedder with `uses >= minUses`. Same caching contract as
   * `CanonicalQueryStore.listCanonicalCandidates`: may be memoised until the data changes; a returned array,
   * record or vector is never modified in place; returned records are read-only for callers (a replay goes
   * through `touchMultiToolPath`).
   */
  listMultiToolCandidates(embedderId: string, minUses: number): MultiToolPathRecord[];
  /** The changes to `listMultiToolCandidates` since `cursor`, as `CanonicalQueryStore.listCanonicalCandidateChanges`. */
  listMultiToolCandidateChanges?(embedderId: string, minUses: number, cursor?: string): CandidateChanges<MultiToolPathRecord>;
  /** Marks a path as used today (a replay). */
  touchMultiToolPath(id: number, dayRank: number): void;
  /** Deletes rows whose last use is more than `ttlActiveDays` active days before `currentDayRank`. */
  expireMultiToolPaths(currentDayRank: number, ttlActiveDays: number): number;
  /** Promotes every unpromoted path with `uses >= minUses` to a proto-executor; idempotent. */
  promoteMultiToolPaths(minUses: number): ProtoExecutorRecord[];
  listProtoExecutors(): ProtoExecutorRecord[];
}

/** Days on which the assistant saw at least one turn; `dayRank` counts only those days. */
export interface ActiveDayStore {
  /** Registers `day` (YYYY-MM-DD) as active and returns its rank (idempotent). */
  markActiveDay(day: string): number;
  /** Rank of the latest active day, 0 before the first turn. */
  currentDayRank(): number;
}

/** Root causes of a dead-end (seed 002 §10). */
export type AporiaCategory = 'user_action_required' | 'missing_executor' | 'missing_skill' | 'missing_data';

/** A logged gap, counted per (category, normalised query). */
export interface AporiaRecord {
  category: AporiaCategory;
  query: string;
  detail: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

/** The gap log behind /admin/aporiae. */
export interface AporiaStore {
  recordAporia(input: { category: AporiaCategory; query: string; detail: string }): AporiaRecord;
  listAporiae(): AporiaRecord[];
}

/** Key-value cache for LLM answers that should not be asked twice (argument and filler caches). */
export interface LlmCacheStore {
  getCached(namespace: string, key: string): string | undefined;
  setCached(namespace: string, key: string, value: string): void;
}

/** Everything Praxis persists, as one object (what `createPraxisStore` returns). */
export interface PraxisStore
  extends SkillStore,
    ObservationStore,
    CanonicalQueryStore,
    MultiToolPathStore,
    ActiveDayStore,
    AporiaStore,
    LlmCacheStore {
  close(): void;
}

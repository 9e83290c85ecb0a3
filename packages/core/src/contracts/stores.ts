import type { Framework, Intent } from './framework';
import type { Language } from './language';
import type { TurnLayer } from './turn';

/*
 * Store interfaces. They are synchronous on purpose: the reference implementation is better-sqlite3, whose
 * calls are synchronous and take microseconds; an async seam would cost more than the lookup itself
 * (see docs/decisions/2026-11-23-synchronous-stores.md). Implemented by @metnos/praxis-store.
 */

/**
 * Lifecycle of a skill: `candidate` until it proves itself, `active` once promoted, `demoted` after ✗ or repeated
 * failures, `retired` once the efficacy ager judged it below the floor (kept for audit, never served; a new outcome
 * for its intent starts it again as a candidate).
 */
export type SkillStatus = 'candidate' | 'active' | 'demoted' | 'retired';

/** A framework that worked for an intent, indexed by `intentHash` (sha256(intent signature)[:16]). */
export interface SkillRecord {
  intentHash: string;
  intent: Intent;
  framework: Framework;
  /** `frameworkHash(framework)` (@metnos/metis): what anti-skills key on. */
  frameworkHash: string;
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
  /**
   * Active day rank of the last outcome (what the efficacy ager counts idle days from); @metnos/praxis-store always
   * sets it.
   */
  lastUsedDayRank?: number;
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

/** A skill as a policy writes it: the record less what the store derives (`successRate`, the timestamps). */
export type SkillDraft = Omit<SkillRecord, 'successRate' | 'createdAt' | 'updatedAt' | 'lastUsedDayRank'> & { lastUsedDayRank: number };

/**
 * The learning changes a skill transition logs: a status change (or a replaced framework) of the skill, and an
 * anti-skill added or lifted.
 */
export type SkillChangeKind = 'skill_candidate' | 'skill_active' | 'skill_demoted' | 'anti_skill_added' | 'anti_skill_lifted';

/** What `SkillStore.updateSkill` reads and writes under: one intent, one framework, one active day, one turn. */
export interface SkillKey {
  /** The intent's key (`intentHash` of @metnos/metis: 16 lowercase hex digits). */
  intentHash: string;
  /**
   * The framework the outcome is about (`frameworkHash` of @metnos/metis); absent for feedback, which is about the
   * stored skill's framework.
   */
  frameworkHash?: string;
  /** The active day the learning changes are logged on. */
  dayRank: number;
  /** The turn that caused the transition; every learning change it logs names it. */
  turnId?: string;
}

/** What the store holds for a {@link SkillKey}, read inside the transaction of `updateSkill`: a policy's input. */
export interface SkillState {
  /** The intent's stored skill, whatever its status; absent for an intent never seen. */
  skill?: SkillRecord;
  /** The framework the state is about: the key's, else the stored skill's (absent when neither is known). */
  frameworkHash?: string;
  /**
   * Consecutive failures of `frameworkHash` counted aside while it is not the stored skill's framework (0 when
   * none): enough of them ban it without touching the stored skill.
   */
  frameworkFailureStreak: number;
  /** The anti-skill of `frameworkHash`, expired or not. */
  antiSkill?: AntiSkillRecord;
}

/**
 * What a skill policy decided (`nextSkillAfterOutcome` / `nextSkillAfterFeedback` of @metnos/fast-path): the store
 * persists exactly this, in the transaction that read the {@link SkillState}, and decides nothing.
 */
export interface SkillTransition {
  /** The skill to write whole (created when the intent has none); absent: the stored skill is left as it is. */
  skill?: SkillDraft;
  /** The failure streak kept aside for the state's framework: a count sets it, 0 forgets it, absent leaves it. */
  frameworkFailureStreak?: number;
  /** Ban the state's framework for the intent (adds or renews its anti-skill). */
  ban?: { reason: string; createdDayRank: number; expiresDayRank: number };
  /** Lift the state's framework's anti-skill (which must exist). */
  lift?: true;
  /**
   * The learning changes to log, in order, each with its one-line reason: `skill_<status>` (needs `skill`, of that
   * status), `anti_skill_added` (needs `ban`), `anti_skill_lifted` (needs `lift`). The store adds the label, the
   * day, the turn and the subject's state before and after.
   */
  changes: { kind: SkillChangeKind; reason: string }[];
}

/**
 * Skills and anti-skills: the Praxis memory proper. The store decides nothing about the lifecycle: `updateSkill`
 * hands the stored state to a policy and persists its {@link SkillTransition} (the lifecycle policy is
 * @metnos/fast-path's `recordSkillOutcome` / `applySkillFeedback`).
 */
export interface SkillStore {
  /** O(1) lookup by intent hash; returns only `active` skills unless `includeAll`. */
  findSkill(intentHash: string, options?: { includeAll?: boolean }): SkillRecord | undefined;
  /**
   * One transaction: reads the {@link SkillState} of `key`, calls `decide` (pure and synchronous) with it and
   * persists the transition it returns, logging its learning changes. Returns the intent's skill afterwards
   * (`undefined` when it has none). An error thrown by `decide` or an inconsistent transition writes nothing.
   */
  updateSkill(key: SkillKey, decide: (state: SkillState) => SkillTransition): SkillRecord | undefined;
  /** The live anti-skills of an intent at `dayRank`. */
  findAntiSkills(intentHash: string, dayRank: number): AntiSkillRecord[];
  listSkills(options?: { status?: SkillStatus }): SkillRecord[];
  /**
   * The skills (every status but `retired`) whose intent has this verb and object, most successful first (ties:
   * latest update, then intent hash): the siblings of an intent. Optional: callers fall back to filtering
   * `listSkills()`; @metnos/praxis-store answers it from an index, without reading the other skills.
   */
  listSkillsByVerbObject?(verb: string, object: string): SkillRecord[];
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
  /** The `multi_tool_paths` row that answered, when the turn was served by L2. */
  multiToolPathId?: number;
  /** The whole turn's wall time in milliseconds, from the request to the reply (the layer times are in `latencies`). */
  totalMs?: number;
  /** How many times the turn called a language model (0 for a turn answered from memory without one). */
  llmCalls?: number;
  createdAt?: string;
}

/**
 * The observation log. It is also the source of the L1/L2 rows' efficacy: an observation that names the row that
 * served the turn (`canonicalQueryId`, `multiToolPathId`) counts a success or a failure (its verdict) and a use on
 * the current active day for that row, and ✗ set on such a turn turns it into a failure (see `LearnedUsage`).
 */
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
  /**
   * The language of the turn that taught `request` (the turn's one detection): a replay reads `request` in it
   * instead of guessing it again from a text as short as "ok". Absent when the teacher gave none.
   */
  language?: Language;
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
  /** Ids of rows that left the list (deleted, retired, or below `minUses` after a demotion). Empty with `reset`. */
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
    /** The turn's language (kept with `request`). */
    language?: Language;
  }): CanonicalQueryRecord;
  /**
   * Rows of one embedder with `count >= minUses`, never a retired row (`LearningChangeStore.retireLearned`).
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
   * The rows of `listCanonicalCandidates(embedderId, minUses)` whose `query` (the lemma form) is exactly `query`,
   * most observed first: L1 tries them before its vector search (a request in a known lemma form needs no search).
   * Same read-only contract for the records. Optional; @metnos/praxis-store implements it (one indexed query on
   * the log's unique key).
   */
  listCanonicalCandidatesByQuery?(embedderId: string, minUses: number, query: string): CanonicalQueryRecord[];
  /**
   * The changes to `listCanonicalCandidates(embedderId, minUses)` since `cursor` (everything, with `reset`, when
   * `cursor` is absent or unknown). Writes to other tables produce no change. Same read-only contract for the
   * records. Optional: consumers fall back to `listCanonicalCandidates`; @metnos/praxis-store implements it.
   */
  listCanonicalCandidateChanges?(embedderId: string, minUses: number, cursor?: string): CandidateChanges<CanonicalQueryRecord>;
  /**
   * The rows of these ids (in the order asked; unknown ids left out), whatever their count or retirement: a consumer
   * whose saved index names rows reads only those it serves. Same read-only contract for the records. Optional;
   * @metnos/praxis-store implements it (one primary-key query).
   */
  getCanonicalQueries?(ids: readonly number[]): CanonicalQueryRecord[];
  /**
   * ✗ on an answer L1 served from row `id`: resets the row's `count` to 0, so it is no L1 candidate until it has
   * been observed `min_uses` times afresh (each new planner first step for it adds one). Keeps the row, its
   * arguments and vector. Returns whether the row existed. Optional so that minimal in-memory test stores need
   * not implement it; @metnos/praxis-store does (and logs a `canonical_query_demoted` learning change naming
   * `options.turnId`, the rated turn).
   */
  demoteCanonicalQuery?(id: number, options?: { turnId?: string; reason?: string }): boolean;
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
  /** The language of the turn of the first pass, as `CanonicalQueryRecord.language`: `request` is read in it. */
  language?: Language;
}

/** A proto-executor created when an L2 path reaches `k_synth` uses (the nightly promotion; docs/praxis-engine.md). */
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
    /** The turn's language (kept with `request`). */
    language?: Language;
  }): MultiToolPathRecord;
  /**
   * Paths of one embedder with `uses >= minUses`, never a retired one. Same caching contract as
   * `CanonicalQueryStore.listCanonicalCandidates`: may be memoised until the data changes; a returned array,
   * record or vector is never modified in place; returned records are read-only for callers (a replay goes
   * through `touchMultiToolPath`).
   */
  listMultiToolCandidates(embedderId: string, minUses: number): MultiToolPathRecord[];
  /** The changes to `listMultiToolCandidates` since `cursor`, as `CanonicalQueryStore.listCanonicalCandidateChanges`. */
  listMultiToolCandidateChanges?(embedderId: string, minUses: number, cursor?: string): CandidateChanges<MultiToolPathRecord>;
  /** Marks a path as used today (a replay). */
  touchMultiToolPath(id: number, dayRank: number): void;
  /**
   * Takes out of the candidate lists the rows whose last use is more than `ttlActiveDays` active days before
   * `currentDayRank`; returns how many. @metnos/praxis-store retires them (kept for audit, logged as
   * `multi_tool_path_retired`); a store without a change log may delete them.
   */
  expireMultiToolPaths(currentDayRank: number, ttlActiveDays: number): number;
  /**
   * Promotes every unpromoted, unretired path with `uses >= minUses` to a proto-executor; idempotent. Stores with a
   * learning change log log a `multi_tool_path_promoted` change per proto-executor created.
   */
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

/** Root causes of a dead-end (Aporia's categories; docs/praxis-engine.md). */
export type AporiaCategory = 'user_action_required' | 'missing_executor' | 'missing_skill' | 'missing_data';

/** A logged gap, counted per (category, normalised query). */
export interface AporiaRecord {
  category: AporiaCategory;
  query: string;
  detail: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  /** When a later turn answered the same request (the gap closed); absent while it is open. */
  resolvedAt?: string;
}

/** The gap log behind /admin/aporiae. */
export interface AporiaStore {
  recordAporia(input: { category: AporiaCategory; query: string; detail: string }): AporiaRecord;
  /** Closes the open gaps of `query` (in the same normal form as recorded): a later turn answered it. Returns how many. */
  resolveAporiae?(query: string): number;
  listAporiae(): AporiaRecord[];
}

/** Key-value cache for LLM answers that should not be asked twice (argument and filler caches). */
export interface LlmCacheStore {
  getCached(namespace: string, key: string): string | undefined;
  setCached(namespace: string, key: string, value: string): void;
}

/** What a learning change is about. */
export type LearningSubjectKind = 'skill' | 'anti_skill' | 'canonical_query' | 'multi_tool_path' | 'executor';

/**
 * What a learning change did (the learning change log, /admin/changes). `skill_*`: a skill took that status (created,
 * promoted, demoted, retired, or its framework replaced: the status it has afterwards); `anti_skill_added` /
 * `anti_skill_lifted` (a banned framework succeeded or got ✓) / `anti_skill_expired` (its active days ran out);
 * `canonical_query_*` and `multi_tool_path_*`: an L1 row or an L2 path was demoted (✗), promoted (to a
 * proto-executor), retired by the ager or learned again after retirement; `executor_added`: the catalog loaded a
 * manifest not seen before; `reverted`: a revert of another change.
 */
export type LearningChangeKind =
  | 'skill_candidate'
  | 'skill_active'
  | 'skill_demoted'
  | 'skill_retired'
  | 'anti_skill_added'
  | 'anti_skill_lifted'
  | 'anti_skill_expired'
  | 'canonical_query_demoted'
  | 'canonical_query_retired'
  | 'canonical_query_relearned'
  | 'multi_tool_path_promoted'
  | 'multi_tool_path_retired'
  | 'multi_tool_path_relearned'
  | 'executor_added'
  | 'reverted';

/** One entry of the learning change log: when, what, why, and the turn that caused it. */
export interface LearningChangeRecord {
  id: number;
  kind: LearningChangeKind;
  subjectKind: LearningSubjectKind;
  /**
   * The thing that changed: a skill's intent hash, `intentHash:frameworkHash` for an anti-skill, the row id of an
   * L1 row or L2 path, an executor's tool name.
   */
  subject: string;
  /** A readable name of the subject (`find files [pdf]`, the L1 query, the L2 path's tools...). */
  label: string;
  /** One line: why it changed (`2 consecutive successes`, `✗ feedback`, `efficacy 0.41 < floor 0.50: ...`). */
  reason: string;
  /** The turn that caused it, when a turn did (absent for the nightly ager, the catalog, a CLI revert). */
  turnId?: string;
  /** The active day it happened on. */
  dayRank: number;
  createdAt: string;
  /** The subject's state before and after (the columns the change touched; `null` = the subject did not exist). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** For `reverted`: the change this one undid. */
  revertOf?: number;
  /** Once reverted: the id of the `reverted` change. */
  revertedBy?: number;
  /** Whether `revertLearningChange` would undo it now; when not, `notRevertibleReason` says why. */
  revertible: boolean;
  notRevertibleReason?: string;
}

/** What `revertLearningChange` did: the logged revert, or why the change cannot be reverted. */
export type LearningRevertResult = { reverted: true; change: LearningChangeRecord } | { reverted: false; reason: string };

/** The subjects the efficacy ager judges: live (not retired) skills, L1 rows and L2 paths. */
export type AgedSubjectKind = 'skill' | 'canonical_query' | 'multi_tool_path';

/**
 * What the efficacy ager knows about one learned thing. Successes and failures: a skill's counters since its
 * framework was last replaced; an L1 row's planner observations plus the turns it served (failures: served turns
 * that failed and ✗); an L2 path's passes and replays less its failures (failed replays and ✗).
 */
export interface LearnedUsage {
  subjectKind: AgedSubjectKind;
  /** The intent hash of a skill, the row id of an L1 row or L2 path. */
  subject: string;
  label: string;
  successes: number;
  failures: number;
  /** The active day rank of the last use (outcome, observation or replay). */
  lastUsedDayRank: number;
}

/**
 * The learning change log (/admin/changes, `metnos changes`) and the persistence half of the efficacy ager: every
 * status change of a skill, anti-skill, L1 row, L2 path and every new executor is logged in the transaction that
 * made it, and each can be reverted one by one. The policy (which usage retires) lives in @metnos/fast-path
 * (`ageLearning`); the store only lists usage and applies retirements.
 */
export interface LearningChangeStore {
  /** Newest first. */
  listLearningChanges(options?: { limit?: number; offset?: number; subjectKind?: LearningSubjectKind }): LearningChangeRecord[];
  findLearningChange(id: number): LearningChangeRecord | undefined;
  countLearningChanges(): number;
  /**
   * Restores the state the change's subject had before it, and logs that as a `reverted` change (naming
   * `options.turnId` when given). Refused, with the reason, for: an unknown id, a change already reverted, a revert,
   * an executor added (code on disk), a change followed by a later one of the same subject (revert that first), a
   * subject that no longer exists.
   */
  revertLearningChange(id: number, options?: { turnId?: string }): LearningRevertResult;
  /** Registers the executors the catalog loaded; logs `executor_added` for each name never seen before. */
  recordKnownExecutors(executors: readonly { name: string; description?: string }[]): LearningChangeRecord[];
  /** Usage of every live (not retired) skill, L1 row and L2 path, for the ager. */
  listLearnedUsage(): LearnedUsage[];
  /**
   * Retires the given subjects that are still live (skills get status `retired`, L1 rows and L2 paths a retired
   * marker that takes them out of the candidate lists and change feeds), logging one change each with its reason,
   * in one transaction. Returns the changes logged.
   */
  retireLearned(retirements: readonly { subjectKind: AgedSubjectKind; subject: string; reason: string }[], options: { dayRank: number }): LearningChangeRecord[];
  /** Deletes the anti-skills whose active days ran out at `dayRank` (`expiresDayRank <= dayRank`), logging each. */
  expireAntiSkills(dayRank: number): LearningChangeRecord[];
}

/** Everything Praxis persists, as one object (what `createPraxisStore` returns). */
/** One turn as the statistics read it: when, which layer answered, how long it took and how many model calls it made. */
export interface TurnStatRecord {
  createdAt: string;
  layer: TurnLayer;
  verdict: ObservationRecord['verdict'];
  /** Absent for turns recorded before the store kept it. */
  totalMs?: number;
  llmCalls?: number;
}

/** What the learning statistics read (/admin, /api/stats, `metnos stats`): rows since an instant, oldest first. */
export interface StatsStore {
  /** Every turn observed at or after `since` (ISO 8601). */
  listTurnStats(options: { since: string }): TurnStatRecord[];
  /** The skill status changes (`skill_active`, `skill_demoted`, `skill_retired`) at or after `since`, with when they happened. */
  listSkillChangeStats(options: { since: string }): Array<{ kind: 'skill_active' | 'skill_demoted' | 'skill_retired'; createdAt: string }>;
  /** When each aporia was first seen and, if it was, resolved. */
  listAporiaSpans(): Array<{ firstSeen: string; resolvedAt?: string }>;
}

/** Everything the engine persists, in one store (praxis-store's SQLite file, or `createMemoryPraxisStore` in tests). */
export interface PraxisStore
  extends SkillStore,
    ObservationStore,
    CanonicalQueryStore,
    MultiToolPathStore,
    ActiveDayStore,
    AporiaStore,
    LlmCacheStore,
    LearningChangeStore,
    StatsStore {
  /**
   * Runs the synchronous `work` in one transaction, so that the several writes of one turn's record commit once
   * (nested calls of the store's own writes join it); `work`'s result is returned, and a throw rolls back all of
   * it. Optional: without it every write commits on its own.
   */
  inTransaction?<T>(work: () => T): T;
  close(): void;
}

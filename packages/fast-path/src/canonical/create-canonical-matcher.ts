import { extractArgs, extractValues, type ArgSource, type RuleLanguage } from '@metnos/args-extractor';
import type { CanonicalQueryRecord, CanonicalQueryStore, Embedder, LlmCacheStore, LlmProvider, ToolManifest } from '@metnos/core';
import { assertNumberOption } from '../shared/assert-option';
import { canonicalizeQuery } from '../shared/canonicalize-query';
import { embedOne } from '../shared/embed-one';
import { polaritySignature, samePolarity } from '../shared/polarity-signature';
import { valueSignature } from '../shared/value-signature';
import { createCandidateIndexCache } from '../shared/candidate-index-cache';

/** Why L1 did not answer. */
export type CanonicalMissReason =
  | 'no_candidates'
  | 'below_threshold'
  | 'tool_unavailable'
  | 'polarity_differs'
  | 'values_differ'
  | 'args_conflict'
  | 'missing_args';

/** The outcome of `CanonicalMatcher.match`. */
export type CanonicalMatch =
  | {
      kind: 'hit';
      tool: string;
      args: Record<string, unknown>;
      sources: Record<string, ArgSource>;
      score: number;
      candidate: CanonicalQueryRecord;
    }
  | { kind: 'miss'; reason: CanonicalMissReason; bestScore: number; candidate?: CanonicalQueryRecord };

/** Per-call options of `CanonicalMatcher.match`. */
export interface CanonicalMatchOptions {
  /** The tools available now; a candidate whose tool is not here cannot be served. */
  manifests: readonly ToolManifest[] | ReadonlyMap<string, ToolManifest>;
  /** Embedding of `canonicalizeQuery(query)`, when the caller already has it (shared with L2). */
  vector?: Float32Array;
  now?: Date;
  timeZone?: string;
  language?: RuleLanguage;
  /** Optional LLM for required arguments the rules miss (`fast_path.canonical_query_args_llm`). */
  llm?: { provider: LlmProvider; cache: LlmCacheStore };
  enabledLlm?: boolean;
  abortSignal?: AbortSignal;
}

/** L1: the canonical matcher over the canonical query log. */
export interface CanonicalMatcher {
  match(query: string, options: CanonicalMatchOptions): Promise<CanonicalMatch>;
  /** Appends a planner's first step for `query` to the log (seen by the next `match`). */
  record(input: { query: string; tool: string; args: Record<string, unknown>; abortSignal?: AbortSignal }): Promise<CanonicalQueryRecord>;
  /**
   * Drops the packed candidate matrix so the next `match` rebuilds it. Not needed for rows written by another
   * writer (every `match` reads the store's list); only for a store that broke the contract by changing a
   * returned vector in place.
   */
  invalidate(): void;
}

/** Options of `createCanonicalMatcher`; defaults are those of `[fast_path]` in runtime.toml. */
export interface CanonicalMatcherOptions {
  embedder: Embedder;
  store: CanonicalQueryStore;
  /** Minimum cosine (`canonical_query_threshold`), default 0.95. */
  threshold?: number;
  /** Minimum observations of a row (`canonical_query_min_uses`), default 3. */
  minUses?: number;
  /** How many nearest rows above the threshold are tried before giving up, default 5. */
  maxCandidates?: number;
}

/**
 * Creates the L1 matcher (seed 000 §5). `match` embeds the lemma form (`canonicalizeQuery`), searches the rows of
 * the same embedder id with `count >= minUses` (a brute-force `VectorIndex`), and walks the rows scoring >= `threshold`, best first. A row is served only when:
 * its tool is in `manifests`; its polarity signature (on/off, up/down, negation) equals the request's; the values
 * the rules read in the request equal those read in the row (`valueSignature`: "alarm at 7" never replays
 * "alarm at 9"); and `extractArgs` (memory = the row's `argsObserved`) reports no conflict and no missing
 * required argument. Otherwise the reason of the best row is returned as a miss.
 *
 * Every `match` asks the store for its candidates, so rows recorded through the store by anyone (not only by
 * this matcher's `record`) are served as soon as they qualify; the packed matrix is rebuilt only when the
 * returned rows' vectors change (`createCandidateIndexCache`), which is free for a store that memoises its
 * list, like @metnos/praxis-store.
 */
export function createCanonicalMatcher({
  embedder,
  store,
  threshold = 0.95,
  minUses = 3,
  maxCandidates = 5,
}: CanonicalMatcherOptions): CanonicalMatcher {
  assertNumberOption('threshold', threshold, { min: 0, max: 1 });
  assertNumberOption('minUses', minUses, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  assertNumberOption('maxCandidates', maxCandidates, { min: 1, max: 1000, integer: true });
  const cache = createCandidateIndexCache<CanonicalQueryRecord>({ dimension: embedder.dimension });

  return {
    async match(query, options) {
      const { rows, index } = cache.current(store.listCanonicalCandidates(embedder.id, minUses));
      if (rows.length === 0) return { kind: 'miss', reason: 'no_candidates', bestScore: 0 };
      const vector = options.vector ?? (await embedOne(embedder, canonicalizeQuery(query), options.abortSignal));
      const hits = index.search(vector, { k: maxCandidates });
      const bestScore = hits[0]?.score ?? 0;
      const above = hits.filter((hit) => hit.score >= threshold);
      if (above.length === 0) return { kind: 'miss', reason: 'below_threshold', bestScore };
      const manifests = options.manifests instanceof Map ? options.manifests : new Map((options.manifests as readonly ToolManifest[]).map((manifest) => [manifest.name, manifest]));
      const clock = { now: options.now ?? new Date(), timeZone: options.timeZone, language: options.language };
      const polarity = polaritySignature(query);
      const values = valueSignature(extractValues(query, clock));
      let firstMiss: { reason: CanonicalMissReason; candidate: CanonicalQueryRecord } | undefined;
      for (const hit of above) {
        const candidate = rows[hit.index]!;
        const reject = (reason: CanonicalMissReason): void => {
          firstMiss ??= { reason, candidate };
        };
        const manifest = manifests.get(candidate.tool);
        if (manifest === undefined) { reject('tool_unavailable'); continue; }
        if (!samePolarity(polarity, polaritySignature(candidate.query))) { reject('polarity_differs'); continue; }
        if (valueSignature(extractValues(candidate.query, clock)) !== values) { reject('values_differ'); continue; }
        const extracted = await extractArgs(query, {
          manifest,
          observed: candidate.argsObserved,
          ...clock,
          ...(options.llm === undefined ? {} : { llm: options.llm }),
          enabledLlm: options.enabledLlm ?? false,
          ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
        });
        if (extracted.conflicts.length > 0) { reject('args_conflict'); continue; }
        if (extracted.missing.length > 0) { reject('missing_args'); continue; }
        return { kind: 'hit', tool: candidate.tool, args: extracted.args, sources: extracted.sources, score: hit.score, candidate };
      }
      return { kind: 'miss', reason: firstMiss?.reason ?? 'below_threshold', bestScore, ...(firstMiss === undefined ? {} : { candidate: firstMiss.candidate }) };
    },

    async record({ query, tool, args, abortSignal }) {
      const canonical = canonicalizeQuery(query);
      const vector = await embedOne(embedder, canonical, abortSignal);
      return store.recordCanonicalQuery({ query: canonical, tool, argsObserved: args, embedderId: embedder.id, vector });
    },

    invalidate() {
      cache.invalidate();
    },
  };
}

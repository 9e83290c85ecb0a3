import { bindFrame, compareRequestValues, extractValues, fillFrameBinding, readRequest, type FrameBinding, type RequestFrame } from '@metnos/args-extractor';
import { formatCivilDate, getZonedParts, systemTimeZone, type RuleLanguage } from '@metnos/args-extractor/internal';
import type { ActiveDayStore, Embedder, Language, MultiToolPathRecord, MultiToolPathStore, PathStep } from '@metnos/core';
import { assertNumberOption } from '../shared/assert-option';
import { canonicalizeQuery } from '../shared/canonicalize-query';
import { embedOne } from '../shared/embed-one';
import type { ActionReader } from '../shared/action-reader';
import type { ApproximateIndexFactory } from '../shared/approximate-index';
import { createLiveCandidateIndex } from '../shared/create-live-candidate-index';
import { polaritySignature, samePolarity } from '../shared/polarity-signature';
import { readActions } from '../shared/read-actions';
import { readContentWords } from '../shared/read-content-words';
import { sameWords } from '../shared/same-words';
import { readAction as readNamingAction } from '@metnos/lexicon';
import { detectContinuation } from './detect-continuation';
import { isPathExpired } from './is-path-expired';
import { pathSignature } from './path-signature';
import { listPlaceholders, resolvePlaceholderSteps } from './resolve-placeholder-steps';
import { toPlaceholderSteps } from './to-placeholder-steps';

/** Why L2 did not answer. */
export type MultiToolMissReason =
  | 'no_candidates'
  | 'below_threshold'
  | 'action_differs'
  | 'polarity_differs'
  | 'values_differ'
  | 'unresolved_placeholder'
  | 'continuation_needs_planner';

/** The outcome of `MultiToolPathMatcher.match`. */
export type MultiToolMatch =
  | { kind: 'skipped'; reason: 'disabled' }
  | {
      kind: 'hit';
      path: MultiToolPathRecord;
      /** The memoised steps with this request's values in place of the placeholders. */
      steps: PathStep[];
      score: number;
      /** With `chainToPlanner`: the rest of the request, for the planner after the steps ran. */
      residual?: string;
    }
  | { kind: 'miss'; reason: MultiToolMissReason; bestScore: number; missing?: string[] };

/** Per-call options of `match` and `record`. */
export interface MultiToolCallOptions {
  /** The turn's clock, used to resolve dates/windows and to mark today's active day. */
  now?: Date;
  timeZone?: string;
  language?: RuleLanguage;
  abortSignal?: AbortSignal;
}

/** Options of `MultiToolPathMatcher.match`. */
interface MultiToolMatchOptions extends MultiToolCallOptions {
  /** Embedding of the masked lemma form, when the caller already has it. */
  vector?: Float32Array;
  /**
   * The turn's reading of the request (`readRequest` on this clock, read once per turn by the caller), used when the
   * request is read whole; its `language` is the request's. Default: `readRequest` on this call's clock and language.
   */
  readFrame?: () => RequestFrame | Promise<RequestFrame>;
}

/** L2: memoised multi-step pipelines. */
export interface MultiToolPathMatcher {
  match(query: string, options?: MultiToolMatchOptions): Promise<MultiToolMatch>;
  /**
   * Records a successful turn of two or more steps (steps served by L0/L1 included, so that known pieces compose into longer paths)
   * with placeholders; returns `undefined` for a one-step turn.
   */
  record(input: { query: string; steps: readonly PathStep[] } & MultiToolCallOptions): Promise<MultiToolPathRecord | undefined>;
  /** Deletes paths unused for more than `ttlActiveDays` active days; returns how many. */
  expire(): number;
  /**
   * Drops the packed candidate matrix so the next `match` rebuilds it. Not needed for paths written by another
   * writer (every `match` reads the store's list); only for a store that changed a returned vector in place.
   */
  invalidate(): void;
}

/** Options of `createMultiToolPathMatcher`; defaults are those of `[multi_tool_fast_path]` in runtime.toml. */
export interface MultiToolPathMatcherOptions {
  embedder: Embedder;
  store: MultiToolPathStore;
  activeDays: ActiveDayStore;
  /** Minimum cosine, default 0.88. */
  threshold?: number;
  /** Identical passes before a path is a candidate, default 3. */
  minUses?: number;
  /** Serve L2 at all; default false (recording still happens, so the table fills before it is switched on). */
  enabled?: boolean;
  /** Hand the rest of a multi-action request to the planner after the path ran; default false. */
  chainToPlanner?: boolean;
  /** TTL in active days, default 30. */
  ttlActiveDays?: number;
  /** Rows above the threshold tried before giving up, default 5. */
  maxCandidates?: number;
  /** Reads the action verb of a request; default the Naming Authority's `readAction` (@metnos/lexicon). */
  readAction?: ActionReader;
  /** An approximate index for large tables (`loadHnswIndexFactory`); absent: the exact scan. */
  approximateIndex?: () => Promise<ApproximateIndexFactory | undefined>;
  /** Paths from which `approximateIndex` serves, default 20,000. */
  approximateFrom?: number;
}

/**
 * The placeholder kinds a path takes as a whole list: an array of `${EMAIL}`, `${EMAIL_2}`… in order and nothing else
 * ("to anna@… and marco@…"), which a request with another number of such values fills whole (by role).
 */
function listedKinds(steps: readonly PathStep[]): Set<string> {
  const kinds = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      const names = value.map((item) => (typeof item === 'string' ? /^\$\{([A-Z]+)(?:_(\d+))?\}$/u.exec(item) : null));
      const kind = names[0]?.[1];
      if (kind !== undefined && names.every((match, position) => match !== null && match[1] === kind && Number(match[2] ?? '1') === position + 1)) kinds.add(kind);
      value.forEach(walk);
    } else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  steps.forEach((step) => walk(step.args));
  return kinds;
}

/**
 * Creates the L2 matcher (memoised multi-step pipelines; docs/praxis-engine.md). `record` replaces the request's values in the step arguments by
 * placeholders (`toPlaceholderSteps`), keys the path by `pathSignature`, embeds the masked lemma form
 * (`canonicalizeQuery(query, { maskValues: true })`) and stores it with today's active-day rank.
 * `match` (only when `enabled`) searches candidates of the same embedder with `uses >= minUses` that have not
 * outlived the TTL, and serves the best row >= `threshold` whose action verb (`readAction`) and polarity match,
 * whose value words outside the placeholders equal the request's (`compareRequestValues`: a time, number,
 * duration, name or quoted text the path kept as a constant never replays for another one) and whose
 * placeholders the request can fill; a path that kept its request then takes its values from this request's frame
 * by role (`bindFrame`, its binding kept per path for the day, then `fillFrameBinding`: swapped source and destination follow the request; a list of every
 * recipient takes every recipient of the request, however many). Paths keep the request as written of their first pass and compare with the
 * request as written; older paths compare masked lemma forms on both sides. A request with a further action (`detectContinuation`) is served whole only by a path
 * recorded from an equally long request; with `chainToPlanner` its prefix may be served and the rest returned as
 * `residual`; without it the request goes to the planner.
 *
 * Every `match` brings its index up to date with the store (through `listMultiToolCandidateChanges` when the
 * store has it: only the changed paths are read), so paths recorded, replayed or expired by any writer are seen
 * at once. A hit returns a copy of the path with the replay's use and day rank applied;
 * the store's records are never modified (@metnos/praxis-store returns them frozen).
 */
export function createMultiToolPathMatcher({
  embedder,
  store,
  activeDays,
  threshold = 0.88,
  minUses = 3,
  enabled = false,
  chainToPlanner = false,
  ttlActiveDays = 30,
  maxCandidates = 5,
  readAction = readNamingAction,
  approximateIndex,
  approximateFrom = 20_000,
}: MultiToolPathMatcherOptions): MultiToolPathMatcher {
  assertNumberOption('threshold', threshold, { min: 0, max: 1 });
  assertNumberOption('minUses', minUses, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  assertNumberOption('ttlActiveDays', ttlActiveDays, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  assertNumberOption('maxCandidates', maxCandidates, { min: 1, max: 1000, integer: true });
  const listChanges = store.listMultiToolCandidateChanges?.bind(store);
  const candidates = createLiveCandidateIndex<MultiToolPathRecord>({
    dimension: embedder.dimension,
    list: () => store.listMultiToolCandidates(embedder.id, minUses),
    ...(listChanges === undefined ? {} : { changes: (cursor: string | undefined) => listChanges(embedder.id, minUses, cursor) }),
    ...(approximateIndex === undefined ? {} : { approximate: approximateIndex }),
    approximateFrom,
  });

  // The content words of a path's request, kept per record object (records are replaced, never changed), for the
  // language they were read in (a path without its request is read in the asking turn's).
  const contentWords = new WeakMap<MultiToolPathRecord, { text: string; language: Language; words: ReadonlySet<string> }>();
  const contentWordsOf = (path: MultiToolPathRecord, text: string, clock: { now: Date; timeZone?: string; language: Language }): ReadonlySet<string> => {
    let cached = contentWords.get(path);
    if (cached?.text !== text || cached.language !== clock.language) {
      cached = { text, language: clock.language, words: readContentWords(text, clock) };
      contentWords.set(path, cached);
    }
    return cached.words;
  };

  // The taught request's frame (its language, values and frame binding), kept per path (as L1 keeps its bindings)
  // so that a hit does not read the taught request again. A hit replaces the path's record (uses, day rank), so they
  // are kept by path id and checked against the record's request and signature; relative values depend on the clock,
  // so they are kept for one day and time zone (the whole cache is dropped when the day changes).
  type TaughtBinding = { success: true; steps: PathStep[]; binding: FrameBinding } | { success: false; missing: string[] };
  type TaughtReading = { language: Language; taught: TaughtBinding };
  const taughtReadings = new Map<number, { request: string; signature: string; reading: TaughtReading }>();
  let taughtReadingsDay = '';
  const taughtReadingOf = (path: MultiToolPathRecord, taughtText: string, clock: { now: Date; timeZone?: string }): TaughtReading => {
    const timeZone = clock.timeZone ?? systemTimeZone();
    const day = `${timeZone}\u0000${formatCivilDate(getZonedParts(clock.now, timeZone))}`;
    if (day !== taughtReadingsDay) {
      taughtReadings.clear();
      taughtReadingsDay = day;
    }
    const cached = taughtReadings.get(path.id);
    if (cached?.request === taughtText && cached.signature === path.signature) return cached.reading;
    // The taught request is read in its own language: its turn's, kept with the path (detected here, once per path and
    // day, only for a path without one).
    const language = path.request === undefined ? undefined : path.language;
    const frame = readRequest(taughtText, { now: clock.now, ...(clock.timeZone === undefined ? {} : { timeZone: clock.timeZone }), ...(language === undefined ? {} : { language }) });
    const resolved = resolvePlaceholderSteps(path.steps, frame.values);
    const taught: TaughtBinding = resolved.success ? { success: true, steps: resolved.steps, binding: bindFrame(resolved.steps.map((step) => step.args), frame) } : resolved;
    const reading = { language: frame.language, taught };
    taughtReadings.set(path.id, { request: taughtText, signature: path.signature, reading });
    return reading;
  };

  const tryMatch = async (
    text: string,
    markerCount: number,
    options: MultiToolMatchOptions,
  ): Promise<MultiToolMatch> => {
    await candidates.sync();
    if (candidates.size === 0) return { kind: 'miss', reason: 'no_candidates', bestScore: 0 };
    const masked = canonicalizeQuery(text, { maskValues: true });
    const vector = options.vector ?? (await embedOne(embedder, masked, options.abortSignal));
    const currentRank = activeDays.currentDayRank();
    const hits = candidates.search(vector, maxCandidates);
    const bestScore = hits[0]?.score ?? 0;
    const clock = { now: options.now ?? new Date(), timeZone: options.timeZone };
    // This request's frame, read once for every candidate path (not once per candidate): the turn's when given (the
    // same text on the same clock), else read here. Its language is the request's for every reading below.
    let asked: RequestFrame | undefined;
    const askedFrame = async (): Promise<RequestFrame> => {
      if (asked !== undefined) return asked;
      const shared = options.readFrame === undefined ? undefined : await options.readFrame();
      asked = shared !== undefined && shared.text === text && shared.now.getTime() === clock.now.getTime() && shared.timeZone === (clock.timeZone ?? systemTimeZone())
        ? shared
        : readRequest(text, { now: clock.now, ...(clock.timeZone === undefined ? {} : { timeZone: clock.timeZone }), ...(options.language === undefined ? {} : { language: options.language }) });
      return asked;
    };
    let firstMiss: { reason: MultiToolMissReason; missing?: string[] } | undefined;
    let askedWords: { text: string; words: ReadonlySet<string> } | undefined;
    for (const hit of hits) {
      if (hit.score < threshold) break;
      const path = hit.row;
      if (isPathExpired(path.lastDayRank, currentRank, ttlActiveDays)) continue;
      if ((detectContinuation(path.canonicalQuery)?.markers.length ?? 0) !== markerCount) { firstMiss ??= { reason: 'continuation_needs_planner' }; continue; }
      // Paths that kept their request compare as written; older ones compare masked lemma forms on both sides.
      const taughtText = path.request ?? path.canonicalQuery;
      const askedText = path.request === undefined ? masked : text;
      if (readActions(taughtText, readAction) !== readActions(askedText, readAction)) { firstMiss ??= { reason: 'action_differs' }; continue; }
      if (!samePolarity(polaritySignature(askedText), polaritySignature(taughtText))) { firstMiss ??= { reason: 'polarity_differs' }; continue; }
      const frame = await askedFrame();
      const { values, language } = frame;
      // A list of every value of a kind (`to: [\${EMAIL}]`) re-reads however many the request names, bound by role below.
      const listed = listedKinds(path.steps);
      const extra = [...listed].flatMap((kind) => values.filter((value) => value.kind.toUpperCase() === kind).slice(1).map((_, index) => `${kind}_${index + 2}`));
      if (extra.length > 0 && path.request === undefined) { firstMiss ??= { reason: 'values_differ' }; continue; }
      if (!compareRequestValues(taughtText, askedText, { ...clock, language, reread: [...listPlaceholders(path.steps), ...extra] }).same) { firstMiss ??= { reason: 'values_differ' }; continue; }
      const taught = path.request === undefined ? undefined : taughtReadingOf(path, taughtText, clock);
      // Words outside the values (a folder, a file type, a currency, a verb outside the vocabulary) must match too,
      // each request's read in its own language.
      if (askedWords?.text !== askedText) askedWords = { text: askedText, words: readContentWords(askedText, { ...clock, language, ...(askedText === text ? { values } : {}) }) };
      if (!sameWords(contentWordsOf(path, taughtText, { ...clock, language: taught?.language ?? language }), askedWords.words)) { firstMiss ??= { reason: 'values_differ' }; continue; }
      const resolved = resolvePlaceholderSteps(path.steps, values);
      if (!resolved.success) { firstMiss ??= { reason: 'unresolved_placeholder', missing: resolved.missing }; continue; }
      if (taught === undefined) return { kind: 'hit', path, steps: resolved.steps, score: hit.score };
      // By role (issue 22): the path's values, as its own request gives them, bound to that request's frame and
      // replayed from this one's ("da Documenti a Scaricati" taught, "da Scaricati a Documenti" asked, swaps).
      if (!taught.taught.success) { firstMiss ??= { reason: 'unresolved_placeholder', missing: taught.taught.missing }; continue; }
      const bound = fillFrameBinding(taught.taught.binding, frame);
      if (!bound.success) { firstMiss ??= { reason: 'values_differ' }; continue; }
      const args = bound.value as Array<Record<string, unknown>>;
      return { kind: 'hit', path, steps: taught.taught.steps.map((step, position) => ({ tool: step.tool, args: args[position] ?? step.args })), score: hit.score };
    }
    return { kind: 'miss', bestScore, ...(firstMiss ?? { reason: 'below_threshold' }) };
  };

  return {
    async match(query, options = {}) {
      if (!enabled) return { kind: 'skipped', reason: 'disabled' };
      const continuation = detectContinuation(query);
      const whole = await tryMatch(query, continuation?.markers.length ?? 0, options);
      if (whole.kind === 'hit' || continuation === undefined || !chainToPlanner) return markHit(whole, options);
      // The parts of a chained request are other texts than the turn's: read on their own.
      const { vector: _ignored, readFrame: _whole, ...rest } = options;
      for (let count = continuation.markers.length; count >= 1; count -= 1) {
        const marker = continuation.markers[count - 1]!;
        const prefix = query.slice(0, marker.start).replace(/[\s,;:.]+$/u, '');
        const residual = query.slice(marker.end).replace(/^[\s,;:.]+/u, '');
        if (prefix.length === 0 || residual.length === 0) continue;
        const partial = await tryMatch(prefix, count - 1, rest);
        if (partial.kind === 'hit') return markHit({ ...partial, residual }, options);
      }
      return whole;
    },

    async record({ query, steps, ...options }) {
      if (steps.length < 2) return undefined;
      const values = extractValues(query, { now: options.now ?? new Date(), timeZone: options.timeZone, language: options.language });
      const placeholderSteps = toPlaceholderSteps(steps, values);
      const canonicalQuery = canonicalizeQuery(query, { maskValues: true });
      const vector = await embedOne(embedder, canonicalQuery, options.abortSignal);
      const dayRank = markToday(options);
      return store.recordMultiToolPath({
        canonicalQuery,
        signature: pathSignature(placeholderSteps),
        steps: placeholderSteps,
        embedderId: embedder.id,
        vector,
        dayRank,
        request: query,
        ...(options.language === undefined ? {} : { language: options.language }),
      });
    },

    expire() {
      return store.expireMultiToolPaths(activeDays.currentDayRank(), ttlActiveDays);
    },

    invalidate() {
      candidates.invalidate();
    },
  };

  function markToday(options: MultiToolCallOptions): number {
    const now = options.now ?? new Date();
    return activeDays.markActiveDay(formatCivilDate(getZonedParts(now, options.timeZone ?? systemTimeZone())));
  }

  function markHit(result: MultiToolMatch, options: MultiToolCallOptions): MultiToolMatch {
    if (result.kind === 'hit') {
      const dayRank = markToday(options);
      store.touchMultiToolPath(result.path.id, dayRank);
      const { path } = result;
      return { ...result, path: { ...path, uses: path.uses + 1, lastDayRank: Math.max(path.lastDayRank, dayRank) } };
    }
    return result;
  }
}

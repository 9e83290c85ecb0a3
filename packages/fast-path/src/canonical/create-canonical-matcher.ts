import { bindFrame, extractArgs, extractValues, fillFrameBinding, readRequest, type ArgSource, type FrameBinding, type RequestFrame } from '@metnos/args-extractor';
import { parseEnglishNumberWord, parseItalianNumberWord, systemTimeZone, type RuleLanguage } from '@metnos/args-extractor/internal';
import type { CanonicalQueryRecord, CanonicalQueryStore, Embedder, Language, LlmCacheStore, LlmProvider, ToolManifest } from '@metnos/core';
import type { ActionReader } from '../shared/action-reader';
import type { ApproximateIndexFactory } from '../shared/approximate-index';
import { assertNumberOption } from '../shared/assert-option';
import { canonicalizeQuery } from '../shared/canonicalize-query';
import { createLiveCandidateIndex, type CandidateEngine } from '../shared/create-live-candidate-index';
import { createMutableVectorIndex } from '../shared/vector-index';
import { embedOne } from '../shared/embed-one';
import { polaritySignature, samePolarity } from '../shared/polarity-signature';
import { readActions } from '../shared/read-actions';
import { readContentWords } from '../shared/read-content-words';
import { sameWords } from '../shared/same-words';
import { readAction as readNamingAction } from '@metnos/lexicon';

/**
 * Why L1 did not answer. `action_differs`: the action verbs differ (delete / list). `values_differ`: a value word
 * outside what the replay re-reads differs (a time, number, duration, name, quoted text). `unreadable_values`: a
 * value the row took from its request is not in this one. `args_conflict` is no longer produced (a replay takes
 * its values from the request, so memory never conflicts); it stays for callers that switch on it.
 */
export type CanonicalMissReason =
  | 'no_candidates'
  | 'below_threshold'
  | 'tool_unavailable'
  | 'action_differs'
  | 'polarity_differs'
  | 'values_differ'
  | 'unreadable_values'
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
  /**
   * `canonicalizeQuery(query)`, when the caller already has it (the text `vector` embeds). With a `vector` and no
   * `canonical`, the rows of the same lemma form are not looked up before the search (reading the lemma form
   * would cost more than it saves).
   */
  canonical?: string;
  /**
   * Reads the request's frame when a candidate needs it: the turn's shared reading (`readRequest`, read once per
   * turn by the caller). Default: `readRequest` on this call's clock and language.
   */
  readFrame?: () => RequestFrame | Promise<RequestFrame>;
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
  /** Which search serves now (`approximate` once the optional index is loaded and the log is large enough). */
  readonly engine: CandidateEngine;
  /** Appends a planner's first step for `query` to the log (seen by the next `match`); keeps `query` as written. */
  record(input: { query: string; tool: string; args: Record<string, unknown>; /** The turn's language, kept with the row's request. */ language?: Language; abortSignal?: AbortSignal }): Promise<CanonicalQueryRecord>;
  /**
   * Drops the packed candidate matrix so the next `match` rebuilds it. Not needed for rows written by another
   * writer (every `match` reads the store's list); only for a store that broke the contract by changing a
   * returned vector in place.
   */
  invalidate(): void;
  /** Builds the whole approximate index now and saves it at `savedIndex.path`; false when it cannot. */
  saveIndex(): Promise<boolean>;
  /** Whether matches are served from the saved index opened in place (the log's rows are read only when proposed). */
  readonly fromSavedIndex: boolean;
  /** Whether the saved index has been loaded whole in the background (after a few lookups) and searched natively. */
  readonly savedIndexLoaded: boolean;
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
  /** Reads the action verb of a request; default the Naming Authority's `readAction` (@metnos/lexicon). */
  readAction?: ActionReader;
  /**
   * An approximate index for large logs (`loadHnswIndexFactory` with hnswlib-node installed); its proposals are
   * rescored exactly. Absent (default): the exact scan, with its SIMD pre-scan from 2,000 rows.
   */
  approximateIndex?: () => Promise<ApproximateIndexFactory | undefined>;
  /** Rows from which `approximateIndex` serves, default 20,000. */
  approximateFrom?: number;
  /** Milliseconds per `match` spent building a new approximate index while the exact scan serves, default 20. */
  approximateBuildBudgetMs?: number;
  /**
   * Where the approximate index is saved (`approximateIndex` and a store with `listCanonicalCandidateChanges` and
   * `getCanonicalQueries` needed): a fresh process opens it in place instead of reading the log
   * (`createLiveCandidateIndex`'s `saved`). One file per embedder id and `minUses`.
   */
  savedIndex?: { path: string; rebuildAfter?: number };
}

/**
 * Creates the L1 matcher (one-tool requests already seen; docs/praxis-engine.md). `match` embeds the lemma form (`canonicalizeQuery`), searches the rows of
 * the same embedder id with `count >= minUses`, and walks the rows scoring >= `threshold`, best first (ties: a row of
 * the request's own lemma form, then the most observed row). A row is served only when: its tool is in `manifests`; its action verb (`readAction`)
 * and polarity (on/off, up/down, negation) equal the request's; and its arguments replay from this request
 * by role (`bindFrame` over the row's `argsObserved` and the frame of the request that taught them,
 * `fillFrameBinding` with this request's frame): values the row took from a slot of its request are this request's
 * slot of the same role ("from Documents to Downloads" swapped is swapped; "tomorrow at 9" is read on today's
 * clock), the two requests must have slots of the same roles, a slot the row did not take and the content words
 * outside the slots must be equal, and a value that cannot be read is a miss, never the old value.
 * `extractArgs` (with the manifest's schema) then fills required arguments the row lacks (rules, optional LLM,
 * defaults). Rows written before the store kept the request as written compare in lemma form on both sides.
 *
 * A store with `listCanonicalCandidatesByQuery` (@metnos/praxis-store) is first asked for the rows of the request's
 * own lemma form (one indexed query): the rows the search would propose first, at the top score (cosine 1 with a
 * deterministic embedder). They are scored, filtered and ordered as the search's (ties: the request's own lemma form,
 * then the most observed row, then the oldest) and go through the same guard; the first one served answers without a
 * search. When none is served the search decides as before (its refusals are those reported). The two ways differ
 * only where the search could not see the row (an approximate index missing it, more than `maxCandidates` rows tied
 * above it) or where another text has a vector scoring above the request's own (a float32 rounding of a
 * near-duplicate).
 *
 * The candidates live in an index kept up to date with the store: through its change feed
 * (`listCanonicalCandidateChanges`, @metnos/praxis-store) only the rows changed since the last `match` are read
 * and applied in place, so a write (an observation, a recorded step) does not re-read or re-pack the log;
 * without a feed, the list is compared by identity (`createCandidateIndexCache`).
 */
export function createCanonicalMatcher({
  embedder,
  store,
  threshold = 0.95,
  minUses = 3,
  maxCandidates = 5,
  readAction = readNamingAction,
  approximateIndex,
  approximateFrom = 20_000,
  approximateBuildBudgetMs = 20,
  savedIndex,
}: CanonicalMatcherOptions): CanonicalMatcher {
  assertNumberOption('threshold', threshold, { min: 0, max: 1 });
  assertNumberOption('minUses', minUses, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  assertNumberOption('maxCandidates', maxCandidates, { min: 1, max: 1000, integer: true });
  assertNumberOption('approximateFrom', approximateFrom, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  assertNumberOption('approximateBuildBudgetMs', approximateBuildBudgetMs, { min: 0, max: Number.MAX_SAFE_INTEGER });
  const listChanges = store.listCanonicalCandidateChanges?.bind(store);
  const candidates = createLiveCandidateIndex<CanonicalQueryRecord>({
    dimension: embedder.dimension,
    list: () => store.listCanonicalCandidates(embedder.id, minUses),
    ...(listChanges === undefined ? {} : { changes: (cursor: string | undefined) => listChanges(embedder.id, minUses, cursor) }),
    ...(approximateIndex === undefined ? {} : { approximate: approximateIndex }),
    approximateFrom,
    approximateBuildBudgetMs,
    ...(savedIndex === undefined || store.getCanonicalQueries === undefined
      ? {}
      : { saved: { path: savedIndex.path, key: `${embedder.id}\u0000${minUses}`, rowsById: (ids: readonly number[]) => store.getCanonicalQueries!(ids), rebuildAfter: savedIndex.rebuildAfter } }),
  });
  // Bindings are pure functions of a record (frozen, replaced on change), so they are kept per record object.
  const bindings = new WeakMap<CanonicalQueryRecord, TaughtReading>();
  // A store that reads rows by id on demand (the saved index) hands a new object per search: its bindings are also
  // kept by row id, valid while the row's request, clock, arguments and the zone are those they were read from.
  const bindingsById = new Map<number, { key: string; binding: TaughtReading }>();
  // A row's content words outside its slots, in the language its request was read in, kept per binding (both are
  // fixed for the binding).
  const taughtContents = new WeakMap<FrameBinding, ReadonlySet<string>>();
  const taughtContentOf = ({ binding, language }: TaughtReading, clock: { timeZone?: string; now: Date }, asked: { text: string; language: Language; words: ReadonlySet<string> } | undefined): ReadonlySet<string> => {
    let content = taughtContents.get(binding);
    if (content === undefined) {
      // The request's own words, when the row was taught this very text and both were read in one language on this clock.
      const words = asked?.text === binding.request && asked.language === language ? asked.words : readContentWords(binding.request, { ...clock, language });
      content = withoutSlotWords(words, binding.frame.map((slot) => slot.text), (value) => slotWordsOf(value, language));
      taughtContents.set(binding, content);
    }
    return content;
  };
  const bindingOf = (candidate: CanonicalQueryRecord, taughtText: string, clock: { timeZone?: string; now: Date }, read: RequestFrame | undefined): TaughtReading => {
    let binding = bindings.get(candidate);
    if (binding === undefined) {
      const key = JSON.stringify([taughtText, candidate.observedAt ?? null, candidate.observedAt === undefined ? clock.now.getTime() : 0, clock.timeZone ?? null, candidate.argsObserved]);
      const known = bindingsById.get(candidate.id);
      if (known?.key === key) binding = known.binding;
      else {
        // The taught request is read on its own clock, so that "tomorrow at 9" binds the date-time it meant then, and
        // in its own language: the one its turn was read in, kept with the row (detected here only for a row without one).
        const observedAt = candidate.observedAt === undefined ? undefined : new Date(candidate.observedAt);
        const now = observedAt !== undefined && !Number.isNaN(observedAt.getTime()) ? observedAt : clock.now;
        // The word reading does not depend on the clock: the turn's frame of the same text lends its own.
        const reading = read?.text === taughtText ? { reading: read.reading } : {};
        const language = candidate.request === undefined ? undefined : candidate.language;
        const taughtFrame = readRequest(taughtText, { now, ...(clock.timeZone === undefined ? {} : { timeZone: clock.timeZone }), ...reading, ...(language === undefined ? {} : { language }) });
        binding = { binding: bindFrame(candidate.argsObserved, taughtFrame), language: taughtFrame.language };
        if (bindingsById.size >= maxKeptBindings) bindingsById.clear();
        bindingsById.set(candidate.id, { key, binding });
      }
      bindings.set(candidate, binding);
    }
    return binding;
  };
  // The action verbs and polarity of taught requests (a row's request does not change), by text.
  const taughtReadings = new Map<string, ActionsAndPolarity>();
  const taughtReadingOf = (text: string): ActionsAndPolarity => {
    let reading = taughtReadings.get(text);
    if (reading === undefined) {
      reading = { actions: readActions(text, readAction), polarity: polaritySignature(text) };
      if (taughtReadings.size >= maxKeptBindings) taughtReadings.clear();
      taughtReadings.set(text, reading);
    }
    return reading;
  };
  // The embeddings of the last requests looked up, for `record` (a turn records what it just looked up): each
  // is used once; `match` always embeds anew (a failing embedder makes L1 miss, never answer from an old vector).
  const lookedUp = new Map<string, Float32Array>();
  // The content words of slot values (names, places, file types, labelled text) in a language, a function of the
  // two alone: kept, for the request's slots and the taught ones alike (a name or a folder comes back turn after turn).
  const slotWords = new Map<string, ReadonlySet<string>>();
  function slotWordsOf(value: string, language: Language): ReadonlySet<string> {
    const key = `${language}\u0000${value}`;
    let words = slotWords.get(key);
    if (words === undefined) {
      words = readContentWords(value, { keepValues: true, language });
      if (slotWords.size >= maxKeptBindings) slotWords.clear();
      slotWords.set(key, words);
    }
    return words;
  }
  const embedLookedUp = async (canonical: string, abortSignal: AbortSignal | undefined): Promise<Float32Array> => {
    const vector = await embedOne(embedder, canonical, abortSignal);
    if (lookedUp.size >= maxKeptEmbeddings) lookedUp.delete(lookedUp.keys().next().value as string);
    lookedUp.set(canonical, vector);
    return vector;
  };
  // One row scored exactly with the arithmetic of every search (`createLiveCandidateIndex`'s rescoring).
  const scratch = createMutableVectorIndex({ dimension: embedder.dimension, capacity: 1 });
  scratch.add(new Float32Array(embedder.dimension));
  const scoreOf = (row: CanonicalQueryRecord, vector: Float32Array): number => {
    scratch.set(0, row.vector);
    return scratch.score(0, vector);
  };
  const listSameQuery = store.listCanonicalCandidatesByQuery?.bind(store);
  return {
    async match(query, options) {
      await candidates.sync();
      if (candidates.size === 0) return { kind: 'miss', reason: 'no_candidates', bestScore: 0 };
      // The lemma form is needed to embed, and for rows that did not keep their request: not for a given vector.
      let canonicalForm: string | undefined = options.vector === undefined ? undefined : options.canonical;
      const canonicalOf = () => (canonicalForm ??= canonicalizeQuery(query));
      const vector = options.vector ?? (await embedLookedUp(canonicalOf(), options.abortSignal));
      // Rows of the request's own lemma form: what the search would propose first (cosine 1 with a deterministic
      // embedder; ties below), read by one indexed query. Tried first: a request served by one of them needs no search.
      const sameQuery = listSameQuery === undefined || canonicalForm === undefined ? [] : listSameQuery(embedder.id, minUses, canonicalForm);
      // Best first; on a tie, the row of the request's own lemma form, then the most observed row.
      const order = (left: { row: CanonicalQueryRecord; score: number }, right: { row: CanonicalQueryRecord; score: number }) =>
        right.score - left.score ||
        Number(right.row.query === canonicalForm) - Number(left.row.query === canonicalForm) ||
        right.row.count - left.row.count ||
        left.row.id - right.row.id;
      const manifests = options.manifests instanceof Map ? options.manifests : new Map((options.manifests as readonly ToolManifest[]).map((manifest) => [manifest.name, manifest]));
      const clock = { now: options.now ?? new Date(), timeZone: options.timeZone, language: options.language };
      let firstMiss: { reason: CanonicalMissReason; candidate: CanonicalQueryRecord } | undefined;
      let askedWords: { text: string; words: ReadonlySet<string> } | undefined;
      let askedContent: { words: ReadonlySet<string>; frame: RequestFrame; content: ReadonlySet<string> } | undefined;
      // The request's action verbs and polarity, read once per match (not once per candidate).
      const askedReadings = new Map<string, ActionsAndPolarity>();
      const askedReadingOf = (text: string, read: RequestFrame | undefined): ActionsAndPolarity => {
        let reading = askedReadings.get(text);
        if (reading === undefined) {
          // The default reader's action of the whole text is the frame's (`readWords(text).action`).
          const wordsRead = read?.text === text && readAction === readNamingAction ? read.reading : undefined;
          const actionOf: ActionReader = wordsRead === undefined ? readAction : (part) => (part === text ? wordsRead.action : readAction(part));
          reading = { actions: readActions(text, actionOf), polarity: polaritySignature(text) };
          askedReadings.set(text, reading);
        }
        return reading;
      };
      let frame: RequestFrame | undefined;
      // The first row of `above` (best first) the guard lets through, served; the first refusal kept in `firstMiss`.
      const serve = async (above: ReadonlyArray<{ row: CanonicalQueryRecord; score: number }>): Promise<CanonicalMatch | undefined> => {
        for (const hit of above) {
          const candidate = hit.row;
          const reject = (reason: CanonicalMissReason): void => {
            firstMiss ??= { reason, candidate };
          };
          const manifest = manifests.get(candidate.tool);
          if (manifest === undefined) { reject('tool_unavailable'); continue; }
          // Rows that kept their request compare as written; older rows compare in lemma form on both sides.
          const taughtText = candidate.request ?? candidate.query;
          const askedText = candidate.request === undefined ? canonicalOf() : query;
          // The turn's shared frame (read once per turn) already holds this request's word reading.
          if (askedText === query && options.readFrame !== undefined && frame?.text !== askedText) frame = await options.readFrame();
          const asked = askedReadingOf(askedText, frame);
          // A row taught this very text reads as the request does (the frame's action is `readAction`'s).
          const taught = taughtText === askedText ? asked : taughtReadingOf(taughtText);
          if (taught.actions !== asked.actions) { reject('action_differs'); continue; }
          if (!samePolarity(asked.polarity, taught.polarity)) { reject('polarity_differs'); continue; }
          const taughtRow = bindingOf(candidate, taughtText, clock, askedText === query && frame?.text === query ? frame : undefined);
          // The values come from this request's frame by role (issue 22): its slots must be the taught request's.
          if (frame?.text !== askedText) frame = askedText === query && options.readFrame !== undefined ? await options.readFrame() : readRequest(askedText, { now: clock.now, ...(clock.timeZone === undefined ? {} : { timeZone: clock.timeZone }), ...(clock.language === undefined ? {} : { language: clock.language }) });
          const replay = fillFrameBinding(taughtRow.binding, frame);
          if (!replay.success) { reject(replay.reason === 'unreadable' ? 'unreadable_values' : 'values_differ'); continue; }
          // This request is read in its frame's language (the turn's, read once): never detected again below.
          const askedClock = { ...clock, language: frame.language };
          // The frame read this request's values on this clock: its spans are the values left out of the content words.
          const sameReading = frame.text === query && frame.now.getTime() === clock.now.getTime() && frame.timeZone === (clock.timeZone ?? systemTimeZone());
          if (askedWords?.text !== askedText) askedWords = { text: askedText, words: readContentWords(askedText, { ...askedClock, ...(sameReading ? { values: frame.values } : {}) }) };
          // The request's words (on this clock, in its language) are also those of a row taught the same text.
          const taughtContent = taughtContentOf(taughtRow, clock, askedText === query ? { text: askedText, language: frame.language, words: askedWords.words } : undefined);
          if (askedContent?.words !== askedWords.words || askedContent.frame !== frame) askedContent = { words: askedWords.words, frame, content: withoutSlotWords(askedWords.words, frame.slots.map((slot) => slot.text), (value) => slotWordsOf(value, frame!.language)) };
          if (!sameWords(taughtContent, askedContent.content)) { reject('values_differ'); continue; }
          const replayed = replay.value as Record<string, unknown>;
          // Every bound value was read from this request (by role), changed or not.
          const reread = new Set(replay.slots.map((slot) => String(slot.path[0])));
          // The turn's frame already holds this request's values on this clock: not read again.
          const extracted = await extractArgs(query, {
            manifest,
            observed: replayed,
            ...(sameReading ? { values: frame.values } : {}),
            ...askedClock,
            ...(options.llm === undefined ? {} : { llm: options.llm }),
            enabledLlm: options.enabledLlm ?? false,
            ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
          });
          // The served call has the row's arguments, plus the required ones the row lacks: an optional argument
          // the planner left out stays out (a `seconds` beside `minutes` would change the timer).
          const args: Record<string, unknown> = {};
          const sources: Record<string, ArgSource> = {};
          for (const name of requiredOf(manifest)) {
            if (name in replayed || !(name in extracted.args)) continue;
            args[name] = extracted.args[name];
            if (extracted.sources[name] !== undefined) sources[name] = extracted.sources[name];
          }
          for (const [name, value] of Object.entries(replayed)) {
            // A clock-relative date the row kept as a constant ("today" taught on another day) is resolved again by
            // the rules (extractArgs did); an absolute one ("4 July 1776") stays the planner's, whatever the rules read;
            // every other replayed value stands, whatever a rule would put in that argument (a recipient `to` is
            // never overwritten by the end of a time window).
            if (extracted.sources[name] === 'rule' && !reread.has(name) && isDateLike(value) && name in extracted.args && readsByClock(taughtText, { ...clock, language: taughtRow.language })) {
              args[name] = extracted.args[name];
              sources[name] = 'rule';
              continue;
            }
            args[name] = value;
            sources[name] = reread.has(name) ? 'rule' : 'memory';
          }
          if (extracted.missing.some((name) => !(name in args))) { reject('missing_args'); continue; }
          return { kind: 'hit', tool: candidate.tool, args, sources, score: hit.score, candidate };
        }
        return undefined;
      };
      if (sameQuery.length > 0) {
        const above = sameQuery
          .filter((row) => row.vector.length === embedder.dimension)
          .map((row) => ({ row, score: scoreOf(row, vector) }))
          .filter((hit) => hit.score >= threshold)
          .sort(order);
        const served = await serve(above);
        if (served !== undefined) return served;
        // None served: the search decides, from its own order (its refusals are the ones reported).
        firstMiss = undefined;
      }
      const hits = candidates.search(vector, maxCandidates);
      const bestScore = hits[0]?.score ?? 0;
      const above = hits.filter((hit) => hit.score >= threshold).sort(order);
      if (above.length === 0) return { kind: 'miss', reason: 'below_threshold', bestScore };
      const served = await serve(above);
      if (served !== undefined) return served;
      return { kind: 'miss', reason: firstMiss?.reason ?? 'below_threshold', bestScore, ...(firstMiss === undefined ? {} : { candidate: firstMiss.candidate }) };
    },

    get engine() {
      return candidates.engine;
    },

    async record({ query, tool, args, language, abortSignal }) {
      const canonical = canonicalizeQuery(query);
      const vector = lookedUp.get(canonical) ?? (await embedOne(embedder, canonical, abortSignal));
      lookedUp.delete(canonical);
      return store.recordCanonicalQuery({ query: canonical, tool, argsObserved: args, embedderId: embedder.id, vector, request: query, ...(language === undefined ? {} : { language }) });
    },

    invalidate() {
      candidates.invalidate();
    },

    saveIndex() {
      return candidates.save();
    },

    get fromSavedIndex() {
      return candidates.fromSavedIndex;
    },

    get savedIndexLoaded() {
      return candidates.savedIndexLoaded;
    },
  };
}

/** A row's taught request as L1 replays it: its frame binding, and the language the request was read in. */
interface TaughtReading {
  binding: FrameBinding;
  language: Language;
}

/** What the action and polarity guards compare of a request. */
interface ActionsAndPolarity {
  actions: string;
  polarity: ReturnType<typeof polaritySignature>;
}

/** Bindings kept by row id (a row's are rebuilt when it changes): about a megabyte at the bound. */
const maxKeptBindings = 4_096;
/** Embeddings of the last requests kept for `record` (a turn records what it just looked up). */
const maxKeptEmbeddings = 32;

/** An ISO date or date-time string, or a `{ from, to }` window of them: a value a clock-relative rule may renew. */
function isDateLike(value: unknown): boolean {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}(?:T|$)/u.test(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const entries = Object.values(value);
    return entries.length > 0 && entries.every((entry) => typeof entry === 'string' && /^\d{4}-\d{2}-\d{2}(?:T|$)/u.test(entry));
  }
  return false;
}

const dayMs = 86_400_000;

/** Whether the dates and windows the rules read in `text` change with the clock ("today", "next week"). */
function readsByClock(text: string, clock: { now: Date; timeZone?: string; language?: RuleLanguage }): boolean {
  const dates = (now: Date) =>
    JSON.stringify(
      extractValues(text, { ...clock, now })
        .filter((value) => value.kind === 'date' || value.kind === 'window')
        .map((value) => value.value),
    );
  return dates(clock.now) !== dates(new Date(clock.now.getTime() + 3 * dayMs));
}

/** The names a manifest's input schema requires. */
function requiredOf(manifest: ToolManifest): readonly string[] {
  const required = (manifest.inputSchema as { required?: unknown }).required;
  return Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : [];
}

/**
 * `words` less the content words of the slot values (a re-read name, quoted text or number may differ), read in the
 * language of the request they come from.
 */
function withoutSlotWords(words: ReadonlySet<string>, values: readonly unknown[], slotWordsOf: (value: string) => ReadonlySet<string>): Set<string> {
  const left = new Set(words);
  for (const value of values) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    for (const word of slotWordsOf(String(value))) left.delete(word);
    // A number read from a word that is usually no number ("per uno", "per sei") is that word.
    if (typeof value === 'number') for (const word of left) if (numberWordValue(word) === value) left.delete(word);
  }
  return left;
}

function numberWordValue(word: string): number | undefined {
  return parseItalianNumberWord(word) ?? parseEnglishNumberWord(word);
}

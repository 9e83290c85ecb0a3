import type { CandidateChanges } from '@metnos/core';
import type { ApproximateIndex, ApproximateIndexFactory } from './approximate-index';
import { createCandidateIndexCache } from './candidate-index-cache';
import { openSavedCandidateIndex, saveCandidateIndex, type SavedCandidateIndex } from './saved-candidate-index';
import { createReadBackRows } from './create-read-back-rows';
import { createMutableVectorIndex, type MutableVectorIndex, type VectorIndex } from './vector-index';

/** A candidate row: a store record with an id and a vector. */
export interface CandidateRow {
  readonly id: number;
  readonly vector: Float32Array;
}

/** One scored candidate of `LiveCandidateIndex.search`. */
export interface CandidateHit<Row> {
  row: Row;
  score: number;
}

/** What engine answers searches now. */
export type CandidateEngine = 'exact' | 'approximate';

/** Options of `createLiveCandidateIndex`. */
export interface LiveCandidateIndexOptions<Row extends CandidateRow> {
  dimension: number;
  /** The store's whole candidate list (used when it has no change feed). */
  list: () => readonly Row[];
  /** The store's change feed (`listCanonicalCandidateChanges`), when it has one: writes are applied row by row. */
  changes?: (cursor: string | undefined) => CandidateChanges<Row>;
  /** An approximate index for large stores; its hits are rescored exactly. */
  approximate?: () => Promise<ApproximateIndexFactory | undefined>;
  /** Rows from which the approximate index serves searches, default 20,000. */
  approximateFrom?: number;
  /** Rows the approximate index proposes per search before exact rescoring, default 64 (at least 8·k). */
  approximateCandidates?: number;
  /**
   * Milliseconds each `sync` may spend inserting existing rows into a new approximate index, default 20: a large
   * log is indexed over several turns while the exact scan serves, so no turn waits for the whole build.
   */
  approximateBuildBudgetMs?: number;
  /**
   * A saved approximate index (needs `changes` and `approximate`): opened in place, without reading the rows, when
   * its cursor is still a delta of the store's feed; built and saved once the approximate index is complete
   * otherwise (missing, corrupt, for another list, or a delete since). See `createLiveCandidateIndex`.
   */
  saved?: SavedIndexOptions<Row>;
}

/** Where a `LiveCandidateIndex` saves its approximate index, and how it reads back the rows it names. */
export interface SavedIndexOptions<Row extends CandidateRow> {
  /** The index file (hnswlib's format), with its sidecar `<path>.json`. */
  path: string;
  /** Which list the file holds (embedder id, min uses): a file saved for another key is rebuilt. */
  key: string;
  /** The store's rows of these ids (`getCanonicalQueries`): only the rows a search proposes are read. */
  rowsById: (ids: readonly number[]) => readonly Row[];
  /** Rows changed since the save from which the index is rebuilt and saved again, default 2,000. */
  rebuildAfter?: number;
  /**
   * Searches served from the file in place after which the whole file is loaded in the background (the
   * factory's `read`, off the main thread) and searched natively from then on, default 2: a process that answers
   * one request (the CLI) never pays for it, a server does after its second lookup.
   */
  loadAfter?: number;
}

/** The L1/L2 candidate set kept up to date with a store, and its search. */
export interface LiveCandidateIndex<Row extends CandidateRow> {
  /** Applies the store's changes since the last call (one change-feed call; the whole list without a feed). */
  sync(): Promise<void>;
  /** The `k` best rows by cosine, best first (after `sync`). */
  search(vector: Float32Array, k: number): CandidateHit<Row>[];
  /** Rows in the index (rows of another dimension are left out). */
  readonly size: number;
  readonly engine: CandidateEngine;
  /** Full rebuilds so far (first load, a reset of the feed, or every list change without a feed). */
  readonly builds: number;
  /** Forgets everything: the next `sync` rebuilds. */
  invalidate(): void;
  /** Whether searches are served from a saved index opened in place (no row read until a search proposes it). */
  readonly fromSavedIndex: boolean;
  /** Whether that saved index has since been loaded whole (`saved.loadAfter`) and is searched natively. */
  readonly savedIndexLoaded: boolean;
  /**
   * Builds the whole approximate index now (no per-sync budget) and saves it at `saved.path`; resolves to whether a
   * file was written (false without `saved`, `approximate`, or enough rows). For an idle moment: a nightly job.
   */
  save(): Promise<boolean>;
}

/**
 * Keeps the candidates of a store in a `MutableVectorIndex`. With a change feed (@metnos/praxis-store), `sync`
 * asks only for the rows changed since its cursor and applies them in place: a new row is appended, a changed
 * row replaced (its vector rewritten only when it changed), a row that left the list swapped out; a write to any
 * other table costs one feed call that returns nothing. Without a feed it falls back to the identity check of
 * `createCandidateIndexCache` over the store's list.
 *
 * With `approximate` (e.g. `loadHnswIndexFactory`), from `approximateFrom` rows an approximate index proposes
 * `approximateCandidates` rows that are rescored with the exact cosine; it is loaded when first needed, built
 * a slice per `sync` (`approximateBuildBudgetMs`) while the exact scan serves, and fed the same row changes:
 * rows written since are scored exactly beside the graph's proposals and inserted after the match returns
 * (`setImmediate`, the same budget per slice), so a write never waits for a graph insertion. The exact scan
 * serves whenever it is absent (not installed, fewer rows, still building).
 */
export function createLiveCandidateIndex<Row extends CandidateRow>(options: LiveCandidateIndexOptions<Row>): LiveCandidateIndex<Row> {
  const { dimension, approximateFrom = 20_000, approximateCandidates = 64, approximateBuildBudgetMs = 20, saved } = options;
  const rebuildAfter = saved?.rebuildAfter ?? 2_000;
  const loadAfter = saved?.loadAfter ?? 2;
  const fallback = options.changes === undefined ? createCandidateIndexCache<Row>({ dimension }) : undefined;
  let rows: Row[] = [];
  let positionOf = new Map<number, number>();
  let index: MutableVectorIndex | VectorIndex = createMutableVectorIndex({ dimension });
  let cursor: string | undefined;
  let builds = 0;
  let factory: ApproximateIndexFactory | undefined | null = options.approximate === undefined ? null : undefined;
  let approximate: ApproximateIndex | undefined;
  // Ids still to insert into a new approximate index; it serves only once they are all in.
  let pending: number[] = [];
  let pendingAt = 0;
  let approximateReady = false;
  // Rows written since the graph was complete: searched exactly beside it, inserted after the match returns.
  const written = new Set<number>();
  let flushScheduled = false;
  // A saved index searched in place: rows changed since its cursor are `fresh` (searched exactly) and their ids
  // `stale` in the file; rows read back for proposals are kept in `readBack`.
  let opened: SavedCandidateIndex | undefined;
  // The same file loaded whole in the background once the process has searched it `loadAfter` times.
  let loadedWhole: Pick<ApproximateIndex, 'search'> | undefined;
  let loadingWhole: Promise<void> | undefined;
  let searchesInPlace = 0;
  let savedChecked = saved === undefined || options.changes === undefined || options.approximate === undefined;
  let needSave = false;
  const fresh = new Map<number, Row>();
  const stale = new Set<number>();
  const readBack = createReadBackRows<Row>(dimension);
  // One row scored exactly (the arithmetic of every other search), in one scratch index instead of a new one per row.
  const scratch = createMutableVectorIndex({ dimension, capacity: 1 });
  scratch.add(new Float32Array(dimension));
  const scoreOf = (row: Row, vector: Float32Array): number => {
    scratch.set(0, row.vector);
    return scratch.score(0, vector);
  };
  const closeOpened = (): void => {
    opened?.file.close();
    opened = undefined;
    loadedWhole = undefined;
    loadingWhole = undefined;
    searchesInPlace = 0;
    fresh.clear();
    stale.clear();
    readBack.clear();
  };
  const applyToOpened = (changes: CandidateChanges<Row>): void => {
    for (const id of changes.removals) {
      stale.add(id);
      fresh.delete(id);
      readBack.delete(id);
    }
    for (const row of changes.upserts) {
      stale.add(row.id);
      readBack.delete(row.id);
      if (row.vector.length === dimension) fresh.set(row.id, row);
      else fresh.delete(row.id);
    }
  };
  const saveNow = async (): Promise<boolean> => {
    if (saved === undefined || approximate === undefined || !approximateReady || written.size > 0 || cursor === undefined) return false;
    const done = await saveCandidateIndex(saved.path, approximate, { key: saved.key, dimension, cursor, count: rows.length });
    if (done) needSave = false;
    return done;
  };

  const flushFresh = (): void => {
    flushScheduled = false;
    if (approximate === undefined) {
      written.clear();
      return;
    }
    const deadline = performance.now() + approximateBuildBudgetMs;
    let added = 0;
    for (const id of written) {
      written.delete(id);
      const position = positionOf.get(id);
      if (position !== undefined) approximate.add(id, rows[position]!.vector);
      added += 1;
      if (added % 16 === 0 && performance.now() > deadline) break;
    }
    if (written.size > 0) scheduleFlush();
  };
  const scheduleFlush = (): void => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flushFresh);
  };
  const toApproximate = (id: number): void => {
    if (approximate === undefined) return;
    written.add(id);
    scheduleFlush();
  };

  const rebuild = (source: readonly Row[]): void => {
    builds += 1;
    const kept = source.filter((row) => row.vector.length === dimension);
    const packed = createMutableVectorIndex({ dimension, capacity: kept.length });
    for (const row of kept) packed.add(row.vector);
    rows = kept;
    positionOf = new Map(kept.map((row, position) => [row.id, position]));
    index = packed;
    approximate = undefined;
    approximateReady = false;
    written.clear();
  };

  const remove = (id: number): void => {
    const position = positionOf.get(id);
    if (position === undefined) return;
    const moved = (index as MutableVectorIndex).removeSwap(position);
    positionOf.delete(id);
    if (moved !== -1) {
      rows[position] = rows[moved]!;
      positionOf.set(rows[position]!.id, position);
    }
    rows.pop();
    written.delete(id);
    approximate?.remove(id);
  };

  const upsert = (row: Row): void => {
    if (row.vector.length !== dimension) {
      remove(row.id);
      return;
    }
    const position = positionOf.get(row.id);
    if (position === undefined) {
      positionOf.set(row.id, (index as MutableVectorIndex).add(row.vector));
      rows.push(row);
      toApproximate(row.id);
      return;
    }
    const previous = rows[position]!;
    rows[position] = row;
    if (previous.vector !== row.vector && !sameVector(previous.vector, row.vector)) {
      (index as MutableVectorIndex).set(position, row.vector);
      toApproximate(row.id);
    }
  };

  return {
    async sync() {
      if (!savedChecked) {
        savedChecked = true;
        const found = await openSavedCandidateIndex(saved!.path, { key: saved!.key, dimension });
        const changes = found === undefined ? undefined : options.changes!(found.cursor);
        if (found !== undefined && changes !== undefined && !changes.reset && changes.upserts.length + changes.removals.length <= rebuildAfter) {
          opened = found;
          applyToOpened(changes);
          cursor = changes.cursor;
          return;
        }
        found?.file.close();
        needSave = true;
      }
      if (opened !== undefined) {
        const changes = options.changes!(cursor);
        if (!changes.reset && stale.size + changes.upserts.length + changes.removals.length <= rebuildAfter) {
          applyToOpened(changes);
          cursor = changes.cursor;
          if (searchesInPlace >= loadAfter && loadingWhole === undefined) {
            const from = opened;
            loadingWhole = (async () => {
              factory ??= (await options.approximate!()) ?? null;
              const whole = await factory?.read?.(saved!.path, dimension);
              // Only if the same file is still the one served (not closed, rebuilt or replaced meanwhile).
              if (whole !== undefined && opened === from) loadedWhole = whole;
            })().catch(() => undefined);
          }
          return;
        }
        // Too far from the saved index (or a delete): back to the rows, and a new index saved once built.
        closeOpened();
        needSave = true;
        cursor = undefined;
      }
      if (fallback !== undefined) {
        const current = fallback.current(options.list());
        rows = current.rows as Row[];
        index = current.index;
        builds = fallback.builds;
      } else {
        const changes = options.changes!(cursor);
        if (changes.reset) rebuild(changes.upserts);
        else {
          for (const id of changes.removals) remove(id);
          for (const row of changes.upserts) upsert(row);
        }
        cursor = changes.cursor;
      }
      if (rows.length >= approximateFrom && factory !== null && approximate === undefined && fallback === undefined) {
        factory ??= (await options.approximate!()) ?? null;
        if (factory !== null) {
          approximate = factory(dimension);
          pending = rows.map((row) => row.id);
          pendingAt = 0;
          approximateReady = false;
        }
      }
      if (approximate !== undefined && !approximateReady) {
        const deadline = performance.now() + approximateBuildBudgetMs;
        while (pendingAt < pending.length) {
          const id = pending[pendingAt]!;
          pendingAt += 1;
          const position = positionOf.get(id);
          if (position !== undefined) approximate.add(id, rows[position]!.vector);
          if (pendingAt % 64 === 0 && performance.now() > deadline) break;
        }
        if (pendingAt >= pending.length) {
          approximateReady = true;
          pending = [];
        }
      }
      if (needSave && approximateReady && written.size === 0) await saveNow();
    },

    search(vector, k) {
      if (opened !== undefined) {
        const wanted = Math.max(approximateCandidates, 8 * k);
        let labels: number[];
        if (loadedWhole === undefined) {
          searchesInPlace += 1;
          labels = opened.file.search(vector, wanted).map((hit) => hit.label);
        } else labels = loadedWhole.search(vector, wanted);
        const proposals = labels.filter((label) => !stale.has(label)).slice(0, 2 * k).map((label) => ({ label }));
        const missing = proposals.map((hit) => hit.label).filter((id) => !readBack.has(id));
        if (missing.length > 0) for (const row of saved!.rowsById(missing)) readBack.set(row);
        const scored: CandidateHit<Row>[] = [];
        for (const hit of proposals) {
          const scoredRow = readBack.score(hit.label, vector);
          if (scoredRow !== undefined) scored.push(scoredRow);
        }
        for (const row of fresh.values()) scored.push({ row, score: scoreOf(row, vector) });
        return scored.sort((left, right) => right.score - left.score || left.row.id - right.row.id).slice(0, k);
      }
      if (approximate !== undefined && approximateReady && rows.length >= approximateFrom) {
        const scored: CandidateHit<Row>[] = [];
        const labels = new Set(approximate.search(vector, Math.max(approximateCandidates, 8 * k)));
        for (const id of written) labels.add(id);
        for (const label of labels) {
          const position = positionOf.get(label);
          if (position !== undefined) scored.push({ row: rows[position]!, score: index.score(position, vector) });
        }
        return scored.sort((left, right) => right.score - left.score || left.row.id - right.row.id).slice(0, k);
      }
      return index.search(vector, { k }).map((hit) => ({ row: rows[hit.index]!, score: hit.score }));
    },

    get size() {
      // A saved index opened in place knows its rows at the save plus those written since (an upper bound).
      return opened === undefined ? rows.length : opened.count + fresh.size;
    },

    get fromSavedIndex() {
      return opened !== undefined;
    },

    get savedIndexLoaded() {
      return opened !== undefined && loadedWhole !== undefined;
    },

    async save() {
      if (saved === undefined || options.changes === undefined || options.approximate === undefined) return false;
      if (opened !== undefined) {
        closeOpened();
        cursor = undefined;
      }
      savedChecked = true;
      await this.sync();
      if (rows.length < approximateFrom) return false;
      factory ??= (await options.approximate()) ?? null;
      if (factory === null) return false;
      if (approximate === undefined) {
        approximate = factory(dimension);
        pending = rows.map((row) => row.id);
        pendingAt = 0;
      }
      // The whole build now, with no per-sync budget; rows written meanwhile are added too.
      for (; pendingAt < pending.length; pendingAt += 1) {
        const position = positionOf.get(pending[pendingAt]!);
        if (position !== undefined) approximate.add(pending[pendingAt]!, rows[position]!.vector);
      }
      for (const id of written) {
        const position = positionOf.get(id);
        if (position !== undefined) approximate.add(id, rows[position]!.vector);
      }
      written.clear();
      approximateReady = true;
      pending = [];
      return saveNow();
    },

    get engine() {
      if (opened !== undefined) return 'approximate';
      return approximate !== undefined && approximateReady && rows.length >= approximateFrom ? 'approximate' : 'exact';
    },

    get builds() {
      return builds;
    },

    invalidate() {
      fallback?.invalidate();
      closeOpened();
      cursor = undefined;
      approximate = undefined;
      approximateReady = false;
      written.clear();
    },
  };
}

function sameVector(left: Float32Array, right: Float32Array): boolean {
  if (left.length !== right.length) return false;
  for (let position = 0; position < left.length; position += 1) if (left[position] !== right[position]) return false;
  return true;
}

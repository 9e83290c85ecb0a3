import type { Language, PraxisStore } from '@metnos/core';
import { createActiveDayStore } from './create-active-day-store';
import { createAporiaStore } from './create-aporia-store';
import { createCanonicalQueryStore } from './create-canonical-query-store';
import { createLearningChangeStore } from './create-learning-change-store';
import { createStatsStore } from './create-stats-store';
import { createLlmCacheStore } from './create-llm-cache-store';
import { createMultiToolPathStore } from './create-multi-tool-path-store';
import { createObservationStore } from './create-observation-store';
import { createSkillRekeying, type SkillRekeyingStore } from './create-skill-rekeying';
import { createSkillStore } from './create-skill-store';
import { createStoreMeta, type StoreMeta } from './create-store-meta';
import { fillRowLanguageBatch } from './fill-row-language-batch';
import { fillRowLanguages, type FillRowLanguagesOptions, type FillRowLanguagesReport } from './fill-row-languages';
import { createLearningChangeLog } from './learning-change-log';
import { openDatabase } from './open-database';
import { PraxisStoreError } from './praxis-store-error';
import { createStoreContext } from './store-context';

/** Options of `createPraxisStore`. */
export interface CreatePraxisStoreOptions {
  /** SQLite file (created with its folder if missing), or `:memory:`. */
  filename: string;
  /** Source of the timestamps written to rows (default `() => new Date()`). */
  clock?: () => Date;
  /** Milliseconds a write waits for another connection's lock before failing with `locked` (default 5000). */
  busyTimeoutMs?: number;
  /** `full` (default): a committed row survives power loss; `normal`: it survives a process crash only. */
  synchronous?: 'full' | 'normal';
  /**
   * How the language of an L1 or L2 row that kept its request but no language (taught before rows kept one) is read
   * from that request (the assistant passes @metnos/lexicon's `detectLanguage`): the open fills at most
   * `fillRowsAtOpen` such rows, in one batch, so that no open pays for the whole backlog; `fillRowLanguages` fills the
   * rest (the assistant's nightly job). Without it the open fills none. A row without a language is read as before
   * rows kept one: a replay detects it from its request.
   */
  detectLanguage?: (request: string) => Language;
  /** The most rows without a language the open fills with `detectLanguage` (default 200; 0: none). */
  fillRowsAtOpen?: number;
}

/** The SQLite Praxis store: the core `PraxisStore` plus a few maintenance members. */
export interface SqlitePraxisStore extends PraxisStore, StoreMeta, SkillRekeyingStore {
  /** The database file this store writes. */
  readonly filename: string;
  /** ✗ on an L1 answer: resets the canonical row's count to 0 (see core's `CanonicalQueryStore`). */
  demoteCanonicalQuery(id: number, options?: { turnId?: string; reason?: string }): boolean;
  /** The L1 candidates changed since a cursor (see core's `CanonicalQueryStore.listCanonicalCandidateChanges`). */
  listCanonicalCandidateChanges: NonNullable<PraxisStore['listCanonicalCandidateChanges']>;
  /** The canonical query rows of these ids (see core's `CanonicalQueryStore.getCanonicalQueries`). */
  getCanonicalQueries: NonNullable<PraxisStore['getCanonicalQueries']>;
  /** The L1 candidates of one lemma form (see core's `CanonicalQueryStore.listCanonicalCandidatesByQuery`). */
  listCanonicalCandidatesByQuery: NonNullable<PraxisStore['listCanonicalCandidatesByQuery']>;
  /** The L2 candidates changed since a cursor (see core's `MultiToolPathStore.listMultiToolCandidateChanges`). */
  listMultiToolCandidateChanges: NonNullable<PraxisStore['listMultiToolCandidateChanges']>;
  /** The schema version the file is at (`PRAGMA user_version`). */
  readonly schemaVersion: number;
  /**
   * Runs `PRAGMA integrity_check` (`quick` = `quick_check`); `ok` is true when SQLite reports no problem.
   * A check that SQLite aborts on a malformed page returns `ok: false` with that error's message.
   */
  checkIntegrity(options?: { quick?: boolean }): { ok: boolean; problems: string[] };
  /**
   * Gives the L1 and L2 rows that kept their request but no language (taught before schema v8) the language `detect`
   * reads from it, in committed batches of `batchSize` rows (default 500; each its own IMMEDIATE transaction, detection
   * outside it), reporting `onProgress({ filled, total })` after each; `maxBatches` stops early. Interrupted, it keeps
   * the committed batches, and the next call resumes from the rows still without one.
   */
  fillRowLanguages(detect: (request: string) => Language, options?: FillRowLanguagesOptions): FillRowLanguagesReport;
}

/**
 * Opens the Praxis memory in one SQLite file (better-sqlite3, WAL, foreign keys, migrations by
 * `user_version`) and returns every store of the Praxis engine (docs/praxis-engine.md) as one object, with the learning change
 * log (every status change of a skill, anti-skill, L1 row or L2 path, and every new executor, logged
 * in the transaction that makes it, revertible one by one) and the efficacy ager's retirements. Calls are synchronous;
 * every write is one IMMEDIATE transaction; statements are prepared once. Failures are PraxisStoreErrors with
 * a `code` (`corrupt`, `locked`, `schema_too_new`, `invalid_input`, `dimension_mismatch`, ...) and the filename.
 */
export function createPraxisStore({
  filename,
  clock = () => new Date(),
  busyTimeoutMs = 5000,
  synchronous = 'full',
  detectLanguage,
  fillRowsAtOpen = 200,
}: CreatePraxisStoreOptions): SqlitePraxisStore {
  if (typeof filename !== 'string') {
    throw new PraxisStoreError({ code: 'invalid_input', filename: String(filename), message: 'filename must be a string' });
  }
  if (!Number.isSafeInteger(fillRowsAtOpen) || fillRowsAtOpen < 0) {
    throw new PraxisStoreError({ code: 'invalid_input', filename, message: `fillRowsAtOpen must be a non-negative integer; got ${fillRowsAtOpen}` });
  }
  const database = openDatabase(filename, { busyTimeoutMs, synchronous });
  const context = createStoreContext(database, { filename, clock });
  const schemaVersion = database.pragma('user_version', { simple: true }) as number;
  if (detectLanguage !== undefined && fillRowsAtOpen > 0) {
    try {
      // One small batch: the backlog of a large store is the nightly job's (`fillRowLanguages`), never a turn's.
      fillRowLanguageBatch(context, detectLanguage, fillRowsAtOpen);
    } catch (error) {
      database.close();
      throw error;
    }
  }
  const changes = createLearningChangeLog(context);

  return {
    filename,
    schemaVersion,
    ...createSkillStore(context, changes),
    ...createObservationStore(context, changes),
    ...createCanonicalQueryStore(context, changes),
    ...createMultiToolPathStore(context, changes),
    ...createLearningChangeStore(context, changes),
    ...createActiveDayStore(context),
    ...createAporiaStore(context),
    ...createLlmCacheStore(context),
    ...createStatsStore(context),
    ...createStoreMeta(context),
    ...createSkillRekeying(context),
    inTransaction: (work) => context.write(work),
    fillRowLanguages: (detect, options) => fillRowLanguages(context, detect, options),
    checkIntegrity({ quick = false } = {}) {
      try {
        return context.read(() => {
          const rows = database.pragma(quick ? 'quick_check' : 'integrity_check') as Array<Record<string, string>>;
          const problems = rows.map((row) => Object.values(row)[0] ?? '').filter((line) => line !== 'ok');
          return { ok: problems.length === 0, problems };
        });
      } catch (error) {
        // SQLite aborts the check itself on some malformed pages: that is an answer, not a failure.
        if (PraxisStoreError.isInstance(error) && error.code === 'corrupt') return { ok: false, problems: [error.message] };
        throw error;
      }
    },
    close() {
      context.close();
    },
  };
}

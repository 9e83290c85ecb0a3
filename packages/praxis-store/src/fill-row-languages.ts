import type { Language } from '@metnos/core';
import { fillRowLanguageBatch, rowLanguageTables as tables } from './fill-row-language-batch';
import type { StoreContext } from './store-context';

/** How far a fill has come: rows given a language so far, of the rows that had none when it started. */
export interface FillRowLanguagesProgress {
  filled: number;
  total: number;
}

/** Options of `fillRowLanguages`. */
export interface FillRowLanguagesOptions {
  /** Rows per IMMEDIATE transaction, each committed before the next is read (default 500). */
  batchSize?: number;
  /** Stop after this many batches, leaving the rest for a later call (default: until none is left). */
  maxBatches?: number;
  /**
   * Called once before the first batch (`filled: 0`) and after every committed batch: `filled` never decreases and the
   * last call has `filled === total`, unless the fill stopped early (`maxBatches`, a detector that threw). Not called
   * when no row is left to fill.
   */
  onProgress?: (progress: FillRowLanguagesProgress) => void;
}

/** What one `fillRowLanguages` call did. */
export interface FillRowLanguagesReport {
  /** Rows this call gave a language. */
  filled: number;
  /** Rows without a language when it started (raised if another connection added some meanwhile). */
  total: number;
  /** Rows still without a language when it returned (0 unless `maxBatches` stopped it). */
  remaining: number;
}

/**
 * Gives the L1 and L2 rows that kept their request but no language (taught before rows kept one, or by a caller that
 * gave none) the language `detect` reads from that request, in batches of `batchSize` rows: each batch is read and
 * detected WITHOUT the write lock, then written in one IMMEDIATE transaction (`UPDATE ... WHERE language IS NULL`, so
 * a row another connection filled meanwhile keeps its language) and committed. A fill that stops (a throwing detector,
 * a killed process, `maxBatches`) keeps every committed batch, and the next call goes on from the rows still without
 * one. Each row is read once, here, and never again (a replay reads its request in the stored language). The rows are
 * found through the partial indexes of migration 8, so a store with nothing to fill costs empty index lookups and
 * takes no write lock. The candidate revisions do not move (the triggers skip `language`).
 */
export function fillRowLanguages(
  context: StoreContext,
  detect: (request: string) => Language,
  { batchSize = 500, maxBatches = Number.POSITIVE_INFINITY, onProgress }: FillRowLanguagesOptions = {},
): FillRowLanguagesReport {
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) context.invalidInput(`batchSize must be a positive integer; got ${batchSize}`);
  if (maxBatches !== Number.POSITIVE_INFINITY && (!Number.isSafeInteger(maxBatches) || maxBatches < 0)) {
    context.invalidInput(`maxBatches must be a non-negative integer; got ${maxBatches}`);
  }
  const pending = () =>
    context.read(() =>
      tables.reduce((sum, table) => sum + (context.statement(`SELECT count(*) FROM ${table} WHERE language IS NULL AND request IS NOT NULL`).pluck().get() as number), 0),
    );
  let total = pending();
  let filled = 0;
  if (total === 0) return { filled, total, remaining: 0 };
  onProgress?.({ filled, total });
  for (let batches = 0; batches < maxBatches; batches += 1) {
    const batch = fillRowLanguageBatch(context, detect, batchSize);
    if (batch.read === 0) {
      // Another connection filled some of them: the fill ends where it is.
      if (filled !== total) {
        total = filled;
        onProgress?.({ filled, total });
      }
      return { filled, total, remaining: 0 };
    }
    filled += batch.filled;
    total = Math.max(total, filled);
    onProgress?.({ filled, total });
  }
  const remaining = pending();
  if (remaining === 0 && filled !== total) {
    total = filled;
    onProgress?.({ filled, total });
  }
  return { filled, total, remaining };
}


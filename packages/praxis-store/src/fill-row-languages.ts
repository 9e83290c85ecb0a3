import type { Language } from '@metnos/core';
import { checkRowLanguage } from './check-row-language';
import type { StoreContext } from './store-context';

/** The tables whose taught rows keep the language of their request (migration 8). */
const tables = ['canonical_query_log', 'multi_tool_paths'] as const;

/**
 * Gives every L1 and L2 row that kept its request but no language (taught before rows kept one, or by a caller that
 * gave none) the language `detect` reads from that request, in one IMMEDIATE transaction: each such row is read once,
 * here, and never again (a replay reads its request in the stored language). The rows are found through the partial
 * indexes of migration 8, so an open with nothing to fill costs two empty index lookups and takes no write lock.
 * The candidate revisions do not move (the triggers skip `language`): the row's request and values are unchanged.
 * Returns how many rows it filled.
 */
export function fillRowLanguages(context: StoreContext, detect: (request: string) => Language): number {
  const pending = (table: (typeof tables)[number]) =>
    context.statement(`SELECT id, request FROM ${table} WHERE language IS NULL AND request IS NOT NULL`).all() as Array<{ id: number; request: string }>;
  if (context.read(() => tables.every((table) => pending(table).length === 0))) return 0;
  return context.write(() => {
    let filled = 0;
    // Read again under the lock: another connection may have filled them in between.
    for (const table of tables) {
      for (const row of pending(table)) {
        const language = detect(row.request);
        checkRowLanguage(context, language);
        context.statement(`UPDATE ${table} SET language = ? WHERE id = ?`).run(language, row.id);
        filled += 1;
      }
    }
    return filled;
  });
}

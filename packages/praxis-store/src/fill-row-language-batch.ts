import type { Language } from '@metnos/core';
import { checkRowLanguage } from './check-row-language';
import type { StoreContext } from './store-context';

/** The tables whose taught rows keep the language of their request (migration 8). */
export const rowLanguageTables = ['canonical_query_log', 'multi_tool_paths'] as const;

/**
 * One batch of `fillRowLanguages`: reads up to `batchSize` rows without a language (L1 first, then L2, by id), detects
 * theirs without the write lock (a detector that throws writes nothing of the batch), and writes them in one IMMEDIATE
 * transaction. Counts nothing else: the open runs one batch alone. Returns the rows read and the rows written.
 */
export function fillRowLanguageBatch(context: StoreContext, detect: (request: string) => Language, batchSize: number): { read: number; filled: number } {
  const rows = context.read(() => {
    const found: Array<{ table: (typeof rowLanguageTables)[number]; id: number; request: string }> = [];
    for (const table of rowLanguageTables) {
      if (found.length >= batchSize) break;
      const page = context
        .statement(`SELECT id, request FROM ${table} WHERE language IS NULL AND request IS NOT NULL ORDER BY id LIMIT ?`)
        .all(batchSize - found.length) as Array<{ id: number; request: string }>;
      for (const row of page) found.push({ table, ...row });
    }
    return found;
  });
  if (rows.length === 0) return { read: 0, filled: 0 };
  const languages = rows.map((row) => detect(row.request));
  for (const language of languages) checkRowLanguage(context, language);
  const filled = context.write(() =>
    rows.reduce(
      (changed, row, index) => changed + context.statement(`UPDATE ${row.table} SET language = ? WHERE id = ? AND language IS NULL`).run(languages[index], row.id).changes,
      0,
    ),
  );
  return { read: rows.length, filled };
}

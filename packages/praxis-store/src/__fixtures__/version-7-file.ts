import type { Language } from '@metnos/core';
import Database from 'better-sqlite3';
import type { SqlitePraxisStore } from '../create-praxis-store';
import { migrations } from '../migrations';
import { vectorToBlob } from '../vector-blob';

// Helpers of the tests on files taught before rows kept a language (schema version 7).

export const vector = new Float32Array([0.5, -0.25, 1]);
// What a detector would read from each stored request: "ok, grazie" alone reads as English (its turn was Italian).
export const readings = new Map<string, Language>([
  ['ok, grazie', 'en'],
  ['sposta i pdf da Scaricati a Documenti', 'it'],
  ['scarica https://example.com/a.pdf e mandalo a anna@example.com', 'it'],
]);

/** A detector that counts its calls, by request. */
export function countingDetector() {
  const calls: string[] = [];
  const detect = (request: string): Language => {
    calls.push(request);
    return readings.get(request) ?? 'en';
  };
  return { detect, calls };
}

/**
 * A file at schema version 7 (before rows kept a language), with two L1 rows and one L2 path that kept their request,
 * and one L1 row that did not; `more` adds that many L1 rows and L2 paths (half each) that kept theirs.
 */
export function writeVersion7File(filename: string, { more = 0 }: { more?: number } = {}): void {
  const raw = new Database(filename);
  for (const migration of migrations.filter((step) => step.version <= 7)) raw.exec(migration.sql);
  raw.pragma('user_version = 7');
  raw.prepare("INSERT INTO embedders (embedder_id, dimension) VALUES ('e', 3)").run();
  const canonical = raw.prepare(
    `INSERT INTO canonical_query_log (query, tool, args_observed_json, count, embedder_id, dimension, vector, request, created_at, updated_at)
     VALUES (?, ?, '{}', 3, 'e', 3, ?, ?, '2026-05-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z')`,
  );
  canonical.run('ok grazie', 'reply', vectorToBlob(vector), 'ok, grazie');
  canonical.run('spostare pdf scaricati documenti', 'move_files', vectorToBlob(vector), 'sposta i pdf da Scaricati a Documenti');
  canonical.run('trovare foto', 'find_photos', vectorToBlob(vector), null);
  raw.prepare(
    `INSERT INTO multi_tool_paths (canonical_query, signature, steps_json, uses, last_day_rank, embedder_id, dimension, vector, request, created_at)
     VALUES ('scaricare url mandare email', 'sig', '[{"tool":"fetch","args":{"url":"\${URL}"}},{"tool":"send","args":{"to":"\${EMAIL}"}}]', 3, 0, 'e', 3, ?, ?, '2026-05-01T00:00:00.000Z')`,
  ).run(vectorToBlob(vector), 'scarica https://example.com/a.pdf e mandalo a anna@example.com');
  const path = raw.prepare(
    `INSERT INTO multi_tool_paths (canonical_query, signature, steps_json, uses, last_day_rank, embedder_id, dimension, vector, request, created_at)
     VALUES (?, 'sig', '[{"tool":"fetch","args":{}},{"tool":"send","args":{}}]', 3, 0, 'e', 3, ?, ?, '2026-05-01T00:00:00.000Z')`,
  );
  raw.transaction(() => {
    for (let index = 0; index < more; index += 1) {
      if (index % 2 === 0) canonical.run(`promemoria ${index}`, 'add_reminder', vectorToBlob(vector), `ricordami la cosa numero ${index}`);
      else path.run(`download send ${index}`, vectorToBlob(vector), `download report ${index} and send it`);
    }
  })();
  raw.close();
}

/** How many rows of the file kept a request but no language, read on a connection of its own (what was committed). */
export function countUnfilled(filename: string): number {
  const raw = new Database(filename, { readonly: true });
  try {
    return ['canonical_query_log', 'multi_tool_paths']
      .map((table) => raw.prepare(`SELECT count(*) FROM ${table} WHERE language IS NULL AND request IS NOT NULL`).pluck().get() as number)
      .reduce((sum, count) => sum + count, 0);
  } finally {
    raw.close();
  }
}

export const languages = (store: SqlitePraxisStore) => ({
  l1: Object.fromEntries(store.listCanonicalCandidates('e', 1).map((row) => [row.query, row.language ?? null])),
  l2: Object.fromEntries(store.listMultiToolCandidates('e', 1).map((row) => [row.canonicalQuery, row.language ?? null])),
});

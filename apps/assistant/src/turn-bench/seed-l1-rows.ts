import type { Embedder } from '@metnos/core';
import { canonicalizeQuery } from '@metnos/fast-path';
import { createPraxisStore, openDatabase } from '@metnos/praxis-store';

const verbs = ['find', 'show', 'open', 'list', 'archive', 'print', 'share', 'sort', 'count', 'back up'];
const objects = ['pdf files', 'photos', 'notes', 'invoices', 'contracts', 'songs', 'videos', 'drafts', 'slides', 'spreadsheets'];
const people = ['anna', 'luca', 'marta', 'paolo', 'giulia', 'marco', 'sara', 'pietro', 'elena', 'franco', 'chiara', 'davide', 'irene', 'nicola', 'laura', 'stefano', 'silvia', 'matteo', 'alessia', 'giorgio', 'rita', 'enzo', 'bruna', 'dario', 'vera'];
const topics = ['budget', 'garden', 'holiday', 'school', 'taxes', 'wedding', 'car', 'house', 'clinic', 'bank', 'gym', 'concert', 'project', 'lease', 'insurance', 'recipes', 'travel', 'office', 'family', 'dentist', 'mortgage', 'pension', 'salary', 'renovation', 'birthday', 'conference', 'course', 'thesis', 'contract', 'hotel', 'flight', 'train', 'museum', 'library', 'club', 'charity', 'market', 'farm', 'studio', 'shop'];

/** The `index`-th synthetic request of the benchmarks' learned stores: every index below 100,000 gives another text. */
export function syntheticRequest(index: number): string {
  const verb = verbs[index % 10]!;
  const object = objects[Math.floor(index / 10) % 10]!;
  const person = people[Math.floor(index / 100) % 25]!;
  const topic = topics[Math.floor(index / 2500) % 40]!;
  return `${verb} the ${object} from ${person} about the ${topic}`;
}

/**
 * Writes `rows` L1 rows (count 3; `tool` with `args`, default find_files over `~/`) of distinct synthetic requests
 * into the Praxis file `filename` (created when missing), in one transaction: a learned store for the benchmarks.
 */
export async function seedL1Rows({
  filename,
  rows,
  embedder,
  tool = 'find_files',
  args = { root: '~/' },
}: {
  filename: string;
  rows: number;
  embedder: Embedder;
  tool?: string;
  args?: Record<string, unknown>;
}): Promise<void> {
  createPraxisStore({ filename }).close();
  const database = openDatabase(filename);
  const now = '2026-05-19T12:00:00.000Z';
  database.prepare('INSERT OR IGNORE INTO embedders (embedder_id, dimension) VALUES (?, ?)').run(embedder.id, embedder.dimension);
  const insert = database.prepare(
    `INSERT INTO canonical_query_log (query, tool, args_observed_json, count, successes, last_day_rank, embedder_id, dimension, vector, request, created_at, updated_at)
     VALUES (?, ?, ?, 3, 3, 0, ?, ?, ?, ?, ?, ?)`,
  );
  const texts = Array.from({ length: rows }, (_, index) => syntheticRequest(index));
  const canonical = texts.map((text) => canonicalizeQuery(text));
  const vectors = await embedder.embed(canonical);
  database.transaction(() => {
    texts.forEach((request, index) => {
      const vector = vectors[index]!;
      insert.run(canonical[index], tool, JSON.stringify(args), embedder.id, vector.length, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength), request, now, now);
    });
  })();
  database.close();
}

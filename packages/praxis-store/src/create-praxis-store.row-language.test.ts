import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@metnos/core';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPraxisStore, type SqlitePraxisStore } from './create-praxis-store';
import { migrations } from './migrations';
import { vectorToBlob } from './vector-blob';

let directory: string;
const opened: SqlitePraxisStore[] = [];
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'praxis-row-language-'));
});
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  rmSync(directory, { recursive: true, force: true });
});

const vector = new Float32Array([0.5, -0.25, 1]);
// What a detector would read from each stored request: "ok, grazie" alone reads as English (its turn was Italian).
const readings = new Map<string, Language>([
  ['ok, grazie', 'en'],
  ['sposta i pdf da Scaricati a Documenti', 'it'],
  ['scarica https://example.com/a.pdf e mandalo a anna@example.com', 'it'],
]);

/** A detector that counts its calls, by request. */
function countingDetector() {
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
function writeVersion7File(filename: string, { more = 0 }: { more?: number } = {}): void {
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
function countUnfilled(filename: string): number {
  const raw = new Database(filename, { readonly: true });
  try {
    return ['canonical_query_log', 'multi_tool_paths']
      .map((table) => raw.prepare(`SELECT count(*) FROM ${table} WHERE language IS NULL AND request IS NOT NULL`).pluck().get() as number)
      .reduce((sum, count) => sum + count, 0);
  } finally {
    raw.close();
  }
}

const languages = (store: SqlitePraxisStore) => ({
  l1: Object.fromEntries(store.listCanonicalCandidates('e', 1).map((row) => [row.query, row.language ?? null])),
  l2: Object.fromEntries(store.listMultiToolCandidates('e', 1).map((row) => [row.canonicalQuery, row.language ?? null])),
});

describe('createPraxisStore', () => {
  it('should give the L1 and L2 rows of a version-7 file the language of their request once, at the first open, and never read it again', () => {
    const filename = join(directory, 'v7.sqlite');
    writeVersion7File(filename);
    const first = countingDetector();
    const store = createPraxisStore({ filename, detectLanguage: first.detect });
    opened.push(store);
    expect(store.schemaVersion).toBe(migrations.at(-1)!.version);
    // One detection per row that kept its request; the row without one has nothing to read.
    expect(first.calls.sort()).toEqual([...readings.keys()].sort());
    expect(languages(store)).toEqual({
      l1: { 'ok grazie': 'en', 'spostare pdf scaricati documenti': 'it', 'trovare foto': null },
      l2: { 'scaricare url mandare email': 'it' },
    });
    store.close();

    const second = countingDetector();
    const reopened = createPraxisStore({ filename, detectLanguage: second.detect });
    opened.push(reopened);
    expect(second.calls).toEqual([]);
    expect(languages(reopened).l1['ok grazie']).toBe('en');
    // What each open asks finds the rows left to read through the partial indexes, not by reading every row.
    const raw = new Database(filename, { readonly: true });
    for (const table of ['canonical_query_log', 'multi_tool_paths']) {
      const plan = (raw.prepare(`EXPLAIN QUERY PLAN SELECT id, request FROM ${table} WHERE language IS NULL AND request IS NOT NULL`).all() as Array<{ detail: string }>)
        .map((row) => row.detail)
        .join('; ');
      expect(plan).toContain(`USING INDEX ${table}_unread_language`);
    }
    raw.close();
  });

  it('should keep the language a turn taught a row in (not what its request alone detects as) through every read, with no detection', () => {
    const filename = join(directory, 'taught.sqlite');
    const detector = countingDetector();
    const store = createPraxisStore({ filename, detectLanguage: detector.detect });
    opened.push(store);
    const taught = store.recordCanonicalQuery({ query: 'ok grazie', tool: 'reply', argsObserved: {}, embedderId: 'e', vector, request: 'ok, grazie', language: 'it' });
    // Observed again by an English turn: the row keeps its first request and that request's language.
    store.recordCanonicalQuery({ query: 'ok grazie', tool: 'reply', argsObserved: {}, embedderId: 'e', vector, request: 'ok, grazie', language: 'en' });
    const path = store.recordMultiToolPath({
      canonicalQuery: 'scaricare url mandare email',
      signature: 'sig',
      steps: [{ tool: 'fetch', args: { url: '${URL}' } }, { tool: 'send', args: { to: '${EMAIL}' } }],
      embedderId: 'e',
      vector,
      dayRank: 0,
      request: 'scarica https://example.com/a.pdf e mandalo a anna@example.com',
      language: 'it',
    });
    expect(taught.language).toBe('it');
    expect(path.language).toBe('it');
    expect(languages(store)).toEqual({ l1: { 'ok grazie': 'it' }, l2: { 'scaricare url mandare email': 'it' } });
    expect(store.getCanonicalQueries([taught.id])[0]?.language).toBe('it');
    expect(store.listCanonicalCandidateChanges('e', 1).upserts[0]?.language).toBe('it');
    expect(store.listMultiToolCandidateChanges('e', 1).upserts[0]?.language).toBe('it');
    store.close();

    const reopened = createPraxisStore({ filename, detectLanguage: detector.detect });
    opened.push(reopened);
    expect(languages(reopened)).toEqual({ l1: { 'ok grazie': 'it' }, l2: { 'scaricare url mandare email': 'it' } });
    expect(detector.calls).toEqual([]);
  });

  it('should leave rows without a language when opened without a detector, and fill them at the next open with one', () => {
    const filename = join(directory, 'v7-late.sqlite');
    writeVersion7File(filename);
    const plain = createPraxisStore({ filename });
    opened.push(plain);
    expect(plain.schemaVersion).toBe(migrations.at(-1)!.version);
    expect(languages(plain).l1['ok grazie']).toBeNull();
    // A row recorded without a language (a caller that gave none) is read at the next open too.
    plain.recordCanonicalQuery({ query: 'spostare pdf', tool: 'move_files', argsObserved: {}, embedderId: 'e', vector, request: 'sposta i pdf da Scaricati a Documenti' });
    plain.close();

    const detector = countingDetector();
    const store = createPraxisStore({ filename, detectLanguage: detector.detect });
    opened.push(store);
    expect(detector.calls).toHaveLength(4);
    expect(languages(store).l1).toMatchObject({ 'ok grazie': 'en', 'spostare pdf': 'it' });
  });

  it('should refuse a language that is no core Language, and a detector that answers one, writing nothing', () => {
    const filename = join(directory, 'refused.sqlite');
    const store = createPraxisStore({ filename });
    opened.push(store);
    const record = () =>
      store.recordCanonicalQuery({ query: 'q', tool: 't', argsObserved: {}, embedderId: 'e', vector, request: 'r', language: 'fr' as Language });
    expect(record).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(store.listCanonicalCandidates('e', 1)).toEqual([]);
    store.recordCanonicalQuery({ query: 'q', tool: 't', argsObserved: {}, embedderId: 'e', vector, request: 'r' });
    store.close();
    expect(() => createPraxisStore({ filename, detectLanguage: () => 'fr' as Language })).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    const reopened = createPraxisStore({ filename });
    opened.push(reopened);
    expect(reopened.listCanonicalCandidates('e', 1)[0]?.language).toBeUndefined();
  });

  it('should fill at most one small batch at the open of a version-7 file with many rows, whatever the backlog', () => {
    const filename = join(directory, 'v7-many.sqlite');
    writeVersion7File(filename, { more: 1200 });
    // Every row that kept its request (v7 has no language column yet).
    const backlog = 1203;
    const first = countingDetector();
    opened.push(createPraxisStore({ filename, detectLanguage: first.detect }));
    // The default batch at the open: 200 detections, committed; the rest is left for `fillRowLanguages`.
    expect(first.calls).toHaveLength(200);
    expect(countUnfilled(filename)).toBe(backlog - 200);
    const second = countingDetector();
    opened.push(createPraxisStore({ filename, detectLanguage: second.detect, fillRowsAtOpen: 50 }));
    expect(second.calls).toHaveLength(50);
    // No detection from rows filled by an earlier open.
    expect(second.calls.filter((request) => first.calls.includes(request))).toEqual([]);
    const none = countingDetector();
    opened.push(createPraxisStore({ filename, detectLanguage: none.detect, fillRowsAtOpen: 0 }));
    expect(none.calls).toEqual([]);
    expect(countUnfilled(filename)).toBe(backlog - 250);
    expect(() => createPraxisStore({ filename, detectLanguage: none.detect, fillRowsAtOpen: -1 })).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});

describe('fillRowLanguages', () => {
  it('should fill every row of a version-7 file in committed batches, reporting monotonic progress that ends at the total', () => {
    const filename = join(directory, 'v7-fill.sqlite');
    writeVersion7File(filename, { more: 1200 });
    const store = createPraxisStore({ filename });
    opened.push(store);
    const detector = countingDetector();
    const progress: Array<{ filled: number; total: number }> = [];
    const report = store.fillRowLanguages(detector.detect, { batchSize: 500, onProgress: (step) => progress.push({ ...step }) });
    expect(report).toEqual({ filled: 1203, total: 1203, remaining: 0 });
    // One detection per row; three batches of at most 500, each reported once it is committed.
    expect(detector.calls).toHaveLength(1203);
    expect(new Set(detector.calls).size).toBe(1203);
    expect(progress).toEqual([
      { filled: 0, total: 1203 },
      { filled: 500, total: 1203 },
      { filled: 1000, total: 1203 },
      { filled: 1203, total: 1203 },
    ]);
    expect(countUnfilled(filename)).toBe(0);
    expect(languages(store).l1).toMatchObject({ 'ok grazie': 'en', 'spostare pdf scaricati documenti': 'it', 'trovare foto': null, 'promemoria 0': 'en' });

    const again = countingDetector();
    const quiet: unknown[] = [];
    expect(store.fillRowLanguages(again.detect, { onProgress: (step) => quiet.push(step) })).toEqual({ filled: 0, total: 0, remaining: 0 });
    expect(again.calls).toEqual([]);
    expect(quiet).toEqual([]);
  });

  it('should stop after maxBatches and say how many rows are left', () => {
    const filename = join(directory, 'v7-bounded.sqlite');
    writeVersion7File(filename, { more: 1200 });
    const store = createPraxisStore({ filename });
    opened.push(store);
    const detector = countingDetector();
    expect(store.fillRowLanguages(detector.detect, { batchSize: 300, maxBatches: 2 })).toEqual({ filled: 600, total: 1203, remaining: 603 });
    expect(detector.calls).toHaveLength(600);
    expect(() => store.fillRowLanguages(detector.detect, { batchSize: 0 })).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });

  it('should keep the batches committed before a detector threw, and finish them in a second run from where it stopped', () => {
    const filename = join(directory, 'v7-interrupted.sqlite');
    writeVersion7File(filename, { more: 1200 });
    const store = createPraxisStore({ filename });
    opened.push(store);
    const failure = new Error('detector gone');
    let calls = 0;
    const progress: number[] = [];
    const failing = (request: string): Language => {
      calls += 1;
      if (calls === 700) throw failure;
      return readings.get(request) ?? 'en';
    };
    expect(() => store.fillRowLanguages(failing, { batchSize: 500, onProgress: ({ filled }) => progress.push(filled) })).toThrow(failure);
    // The first batch is in the file (read on another connection); the second, half detected, wrote nothing.
    expect(progress).toEqual([0, 500]);
    expect(countUnfilled(filename)).toBe(703);
    store.close();

    const reopened = createPraxisStore({ filename });
    opened.push(reopened);
    const detector = countingDetector();
    const resumed: Array<{ filled: number; total: number }> = [];
    expect(reopened.fillRowLanguages(detector.detect, { batchSize: 500, onProgress: (step) => resumed.push({ ...step }) })).toEqual({ filled: 703, total: 703, remaining: 0 });
    expect(detector.calls).toHaveLength(703);
    expect(resumed.at(-1)).toEqual({ filled: 703, total: 703 });
    expect(countUnfilled(filename)).toBe(0);
  });
});

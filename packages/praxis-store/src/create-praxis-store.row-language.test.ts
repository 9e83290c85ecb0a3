import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@metnos/core';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPraxisStore, type SqlitePraxisStore } from './create-praxis-store';
import { migrations } from './migrations';
import { countingDetector, countUnfilled, languages, readings, vector, writeVersion7File } from './__fixtures__/version-7-file';

let directory: string;
const opened: SqlitePraxisStore[] = [];
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'praxis-row-language-'));
});
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('createPraxisStore', () => {
  it('should give the L1 and L2 rows of a version-7 file with fewer rows than one open batch the language of their request once, at the first open, and never read it again', () => {
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

import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testPraxisStoreContract, transitSkill } from '@metnos/testing';
import { createPraxisStore } from './create-praxis-store';
import { migrations } from './migrations';
import { PraxisStoreError } from './praxis-store-error';

let directory: string;
let counter = 0;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'praxis-store-'));
});
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

testPraxisStoreContract('sqlite file', (options) => createPraxisStore({ filename: join(directory, `contract-${(counter += 1)}.sqlite`), ...options }));
testPraxisStoreContract('sqlite :memory:', (options) => createPraxisStore({ filename: ':memory:', ...options }));

function catchError(work: () => unknown): PraxisStoreError {
  try {
    work();
  } catch (error) {
    if (PraxisStoreError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a PraxisStoreError');
}

describe('createPraxisStore', () => {
  it('should create the folder and file, use WAL and be at the newest schema version', () => {
    const filename = join(directory, 'nested', 'praxis.sqlite');
    const store = createPraxisStore({ filename });
    expect(store.schemaVersion).toBe(migrations.at(-1)!.version);
    store.close();
    const raw = new Database(filename, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(raw.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    raw.close();
  });

  it('should keep every row and the exact vectors across close and reopen', () => {
    const filename = join(directory, 'praxis.sqlite');
    const intent = { verb: 'find', object: 'photos', keywords: ['battesimo'] };
    const hash = '0123456789abcdef';
    const framework = { steps: [{ tool: 'find_photos', args: { q: 'battesimo' } }], fillers: {}, final_message: 'ok' };
    const vector = new Float32Array([0.1, -0.25, Math.fround(1 / 3)]);
    const first = createPraxisStore({ filename, clock: () => new Date('2026-05-25T10:00:00.000Z') });
    const skill = { intentHash: hash, intent, framework, frameworkHash: 'c2c2c2c2c2c2c2c2', uses: 2, successes: 2, failures: 0, consecutiveSuccesses: 2, consecutiveFailures: 0, version: 1, lastUsedDayRank: 1 };
    transitSkill(first, { intentHash: hash, frameworkHash: skill.frameworkHash, dayRank: 1 }, { skill: { ...skill, status: 'active' }, reason: '2 successes in a row' });
    first.appendObservation({ turnId: 't1', query: 'trova le foto del battesimo', verdict: 'ok', layer: 'planner', latencies: { planner: 12 } });
    first.recordCanonicalQuery({ query: 'trovare foto battesimo', tool: 'find_photos', argsObserved: { q: 'battesimo' }, embedderId: 'e', vector });
    first.markActiveDay('2026-05-25');
    first.close();

    const second = createPraxisStore({ filename });
    expect(second.findSkill(hash)).toMatchObject({ status: 'active', framework, createdAt: '2026-05-25T10:00:00.000Z' });
    expect(second.findObservation('t1')?.latencies).toEqual({ planner: 12 });
    expect(Array.from(second.listCanonicalCandidates('e', 1)[0]!.vector)).toEqual(Array.from(vector));
    expect(second.currentDayRank()).toBe(1);
    expect(() =>
      second.recordCanonicalQuery({ query: 'x', tool: 't', argsObserved: {}, embedderId: 'e', vector: new Float32Array(4) }),
    ).toThrow(/stores 3-dimensional vectors/);
    second.close();
  });

  it('should migrate a version-1 file: old observations read back, new ones keep their canonical row, demotion persists', () => {
    const filename = join(directory, 'v1.sqlite');
    const raw = new Database(filename);
    raw.exec(migrations[0]!.sql);
    raw.pragma('user_version = 1');
    raw.prepare(
      `INSERT INTO observations (turn_id, query, verdict, layer, latencies_json, created_at) VALUES ('old', 'q', 'ok', 'L1', '{}', '2026-05-01T00:00:00.000Z')`,
    ).run();
    raw.close();

    const store = createPraxisStore({ filename });
    expect(store.schemaVersion).toBe(migrations.at(-1)!.version);
    expect(store.findObservation('old')).not.toHaveProperty('canonicalQueryId');
    const vector = new Float32Array([1, 0]);
    for (let index = 0; index < 3; index += 1) store.recordCanonicalQuery({ query: 'a', tool: 't', argsObserved: {}, embedderId: 'e', vector });
    const [row] = store.listCanonicalCandidates('e', 3);
    store.appendObservation({ turnId: 'new', query: 'a', verdict: 'ok', layer: 'L1', latencies: {}, canonicalQueryId: row!.id });
    expect(store.demoteCanonicalQuery(row!.id)).toBe(true);
    expect(() => store.demoteCanonicalQuery(0)).toThrow(/positive integer/);
    expect(() => store.appendObservation({ turnId: 'bad', query: 'a', verdict: 'ok', layer: 'L1', latencies: {}, canonicalQueryId: 1.5 })).toThrow(
      /canonicalQueryId/,
    );
    store.close();

    const reopened = createPraxisStore({ filename });
    expect(reopened.findObservation('new')?.canonicalQueryId).toBe(row!.id);
    expect(reopened.listCanonicalCandidates('e', 1)).toEqual([]);
    reopened.close();
  });

  it('should lose no committed row when a writer is SIGKILLed mid-transaction', async () => {
    const filename = join(directory, 'crash.sqlite');
    createPraxisStore({ filename }).close();
    const committed = 25;
    const child = fork(fileURLToPath(new URL('./__fixtures__/crash-writer.mjs', import.meta.url)), [filename, String(committed), '3000'], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    await new Promise<void>((resolve, reject) => {
      child.on('message', () => resolve());
      child.on('exit', (code) => reject(new Error(`writer exited early (${code}): ${stderr}`)));
    });
    // The open transaction has spilled uncommitted pages into the WAL: the kill really lands mid-write.
    expect(statSync(`${filename}-wal`).size).toBeGreaterThan(500 * 1000);
    const exited = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const store = createPraxisStore({ filename });
    expect(store.checkIntegrity()).toEqual({ ok: true, problems: [] });
    expect(store.countObservations()).toBe(committed);
    expect(store.findObservation('committed-0')).toBeDefined();
    expect(store.findObservation(`committed-${committed - 1}`)).toBeDefined();
    expect(store.findObservation('uncommitted-0')).toBeUndefined();
    store.appendObservation({ turnId: 'after-crash', query: 'q', verdict: 'ok', layer: 'L0', latencies: {} });
    expect(store.countObservations()).toBe(committed + 1);
    store.close();
  }, 20_000);

  it('should fail a write with a retryable locked error when another connection holds the write lock past busy_timeout', () => {
    const filename = join(directory, 'locked.sqlite');
    const store = createPraxisStore({ filename, busyTimeoutMs: 50 });
    store.setCached('ns', 'k', 'before');
    const other = new Database(filename);
    other.exec('BEGIN IMMEDIATE');
    other.prepare("INSERT INTO llm_cache VALUES ('ns', 'other', 'v', 'now')").run();
    const error = catchError(() => store.setCached('ns', 'k', 'during'));
    expect(error).toMatchObject({ code: 'locked', isRetryable: true, filename, sqliteCode: 'SQLITE_BUSY' });
    expect(error.message).toContain(filename);
    expect(store.getCached('ns', 'k')).toBe('before');
    other.exec('ROLLBACK');
    other.close();
    store.setCached('ns', 'k', 'after');
    expect(store.getCached('ns', 'k')).toBe('after');
    store.close();
  });

  it('should fail to open with a locked error when another connection holds an exclusive lock', () => {
    const filename = join(directory, 'exclusive.sqlite');
    const other = new Database(filename);
    other.exec('BEGIN EXCLUSIVE; CREATE TABLE foreign_table (a);');
    const error = catchError(() => createPraxisStore({ filename, busyTimeoutMs: 50 }));
    expect(error).toMatchObject({ code: 'locked', filename });
    other.exec('ROLLBACK');
    other.close();
    createPraxisStore({ filename }).close();
  });

  it('should refuse a file of garbage bytes with a corrupt error naming the file', () => {
    const filename = join(directory, 'garbage.sqlite');
    writeFileSync(filename, Buffer.from('this is not a sqlite database at all. '.repeat(300)));
    const error = catchError(() => createPraxisStore({ filename }));
    expect(error).toMatchObject({ code: 'corrupt', filename, sqliteCode: 'SQLITE_NOTADB', isRetryable: false });
    expect(error.message).toContain(filename);
    expect(readFileSync(filename, 'utf8').startsWith('this is not')).toBe(true);
  });

  it('should report a damaged page as corrupt and through checkIntegrity', () => {
    const filename = join(directory, 'damaged.sqlite');
    const store = createPraxisStore({ filename, synchronous: 'normal' });
    for (let index = 0; index < 400; index += 1) {
      store.appendObservation({ turnId: `t${index}`, query: `query number ${index} `.repeat(8), verdict: 'ok', layer: 'L1', latencies: {} });
    }
    store.close();
    const bytes = readFileSync(filename);
    const pageSize = bytes.readUInt16BE(16);
    for (let offset = pageSize * 4; offset < pageSize * 12; offset += 1) bytes[offset] = (offset * 31) & 0xff;
    writeFileSync(filename, bytes);

    // The header and schema page are intact, so the file opens; the damaged table pages surface on use.
    const damaged = createPraxisStore({ filename });
    const error = catchError(() => damaged.listObservations({ limit: 1000 }));
    expect(error).toMatchObject({ code: 'corrupt', filename, sqliteCode: 'SQLITE_CORRUPT' });
    expect(damaged.checkIntegrity().ok).toBe(false);
    damaged.close();
  });

  it('should refuse a file written by a newer schema and leave it untouched', () => {
    const filename = join(directory, 'newer.sqlite');
    const raw = new Database(filename);
    raw.pragma('user_version = 99');
    raw.close();
    const error = catchError(() => createPraxisStore({ filename }));
    expect(error).toMatchObject({ code: 'schema_too_new', filename });
    expect(error.message).toMatch(/schema version 99 is newer/);
    const after = new Database(filename, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(99);
    after.close();
  });

  it('should reject bad input with invalid_input errors', () => {
    const store = createPraxisStore({ filename: ':memory:' });
    expect(catchError(() => store.updateSkill({ intentHash: 'nope', dayRank: 1 }, () => ({ changes: [] }))).code).toBe('invalid_input');
    expect(catchError(() => store.updateSkill({ intentHash: '0123456789abcdef', dayRank: -1 }, () => ({ changes: [] }))).code).toBe('invalid_input');
    expect(
      catchError(() => store.recordCanonicalQuery({ query: 'q', tool: 't', argsObserved: {}, embedderId: 'e', vector: new Float32Array([NaN]) })).code,
    ).toBe('invalid_input');
    expect(catchError(() => store.recordAporia({ category: 'nope' as never, query: 'q', detail: '' })).code).toBe('invalid_input');
    store.close();
  });

  it('should refuse calls after close with a closed error', () => {
    const store = createPraxisStore({ filename: ':memory:' });
    store.close();
    store.close();
    expect(catchError(() => store.countObservations()).code).toBe('closed');
  });
});

describe('createPraxisStore candidate lists', () => {
  it('should see rows committed by another connection and by its own writes after listing once', () => {
    const filename = join(directory, 'shared.sqlite');
    const reader = createPraxisStore({ filename });
    const writer = createPraxisStore({ filename });
    const vector = new Float32Array([1, 0]);
    reader.recordCanonicalQuery({ query: 'a', tool: 't', argsObserved: {}, embedderId: 'e', vector });
    expect(reader.listCanonicalCandidates('e', 1).map((row) => row.query)).toEqual(['a']);
    writer.recordCanonicalQuery({ query: 'b', tool: 't', argsObserved: {}, embedderId: 'e', vector });
    expect(reader.listCanonicalCandidates('e', 1).map((row) => row.query)).toEqual(['a', 'b']);
    reader.recordCanonicalQuery({ query: 'a', tool: 't', argsObserved: {}, embedderId: 'e', vector });
    expect(reader.listCanonicalCandidates('e', 2).map((row) => row.query)).toEqual(['a']);
    writer.recordMultiToolPath({ canonicalQuery: 'p', signature: 's', steps: [{ tool: 't', args: {} }], embedderId: 'e', vector, dayRank: 1 });
    expect(reader.listMultiToolCandidates('e', 1).map((row) => row.canonicalQuery)).toEqual(['p']);
    writer.touchMultiToolPath(reader.listMultiToolCandidates('e', 1)[0]!.id, 2);
    expect(reader.listMultiToolCandidates('e', 1)[0]).toMatchObject({ uses: 2, lastDayRank: 2 });
    reader.close();
    writer.close();
  });
});

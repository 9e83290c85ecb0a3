import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPraxisStore, type SqlitePraxisStore } from './create-praxis-store';
import { migrations } from './migrations';

let directory: string;
let clock = new Date('2026-11-27T09:00:00.000Z');
const opened: SqlitePraxisStore[] = [];
const open = (): SqlitePraxisStore => {
  const store = createPraxisStore({ filename: join(directory, 'praxis.sqlite'), clock: () => clock });
  opened.push(store);
  return store;
};
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'metnos-stats-'));
  clock = new Date('2026-11-27T09:00:00.000Z');
});
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('createStatsStore', () => {
  it('should keep a turn’s given createdAt and refuse a negative model call count', () => {
    const store = open();
    store.appendObservation({ turnId: 't1', query: 'a', verdict: 'ok', layer: 'planner', latencies: {}, totalMs: 812.5, llmCalls: 2, createdAt: '2026-11-26T10:00:00.000Z' });
    expect(store.listTurnStats({ since: '2026-11-26T00:00:00.000Z' })).toEqual([{ createdAt: '2026-11-26T10:00:00.000Z', layer: 'planner', verdict: 'ok', totalMs: 812.5, llmCalls: 2 }]);
    expect(() => store.appendObservation({ turnId: 't4', query: 'a', verdict: 'ok', layer: 'L0', latencies: {}, llmCalls: -1 })).toThrow(/llmCalls/);
  });

  it('should migrate to the latest version with the turn columns, reading turns recorded without them', () => {
    const store = open();
    store.appendObservation({ turnId: 'old', query: 'a', verdict: 'ok', layer: 'L0', latencies: {} });
    store.close();
    opened.splice(0);
    const database = new Database(join(directory, 'praxis.sqlite'));
    expect(database.pragma('user_version', { simple: true })).toBe(migrations.at(-1)?.version);
    const columns = (database.prepare('PRAGMA table_info(observations)').all() as Array<{ name: string }>).map((column) => column.name);
    expect(columns).toEqual(expect.arrayContaining(['total_ms', 'llm_calls']));
    database.close();
    expect(open().listTurnStats({ since: '2000-01-01T00:00:00.000Z' })).toEqual([{ createdAt: '2026-11-27T09:00:00.000Z', layer: 'L0', verdict: 'ok' }]);
  });
});

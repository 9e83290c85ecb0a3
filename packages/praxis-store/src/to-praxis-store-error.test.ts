import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { PraxisStoreError } from './praxis-store-error';
import { toPraxisStoreError } from './to-praxis-store-error';

describe('toPraxisStoreError', () => {
  it('should map a real SQLite error by its result code', () => {
    const database = new Database(':memory:');
    let thrown: unknown;
    try {
      database.exec('CREATE TABLE t (a PRIMARY KEY); INSERT INTO t VALUES (1); INSERT INTO t VALUES (1);');
    } catch (error) {
      thrown = error;
    }
    database.close();
    expect(toPraxisStoreError(thrown, 'x.sqlite')).toMatchObject({ code: 'conflict', filename: 'x.sqlite', sqliteCode: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
  });

  it('should map busy, corrupt and not-a-database codes', () => {
    const withCode = (code: string) => Object.assign(new Error('m'), { code });
    expect(toPraxisStoreError(withCode('SQLITE_BUSY_SNAPSHOT'), 'f').code).toBe('locked');
    expect(toPraxisStoreError(withCode('SQLITE_CORRUPT_INDEX'), 'f').code).toBe('corrupt');
    expect(toPraxisStoreError(withCode('SQLITE_NOTADB'), 'f').code).toBe('corrupt');
    expect(toPraxisStoreError(withCode('SQLITE_MISMATCH'), 'f').code).toBe('sqlite');
  });

  it('should pass a PraxisStoreError through and wrap anything else', () => {
    const original = new PraxisStoreError({ code: 'closed', filename: 'f', message: 'closed' });
    expect(toPraxisStoreError(original, 'other')).toBe(original);
    expect(toPraxisStoreError(new TypeError('boom'), 'f')).toMatchObject({ code: 'sqlite', sqliteCode: undefined });
  });
});

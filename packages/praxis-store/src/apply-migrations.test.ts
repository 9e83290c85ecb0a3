import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { applyMigrations } from './apply-migrations';
import type { Migration } from './migrations';

const steps: Migration[] = [
  { version: 2, name: 'second', sql: 'ALTER TABLE a ADD COLUMN b TEXT' },
  { version: 1, name: 'first', sql: 'CREATE TABLE a (id INTEGER PRIMARY KEY)' },
];

describe('applyMigrations', () => {
  it('should apply pending migrations in version order and record the version', () => {
    const database = new Database(':memory:');
    expect(applyMigrations(database, { migrations: steps, filename: 'm' })).toBe(2);
    expect(database.pragma('user_version', { simple: true })).toBe(2);
    expect(database.prepare('SELECT b FROM a').all()).toEqual([]);
    expect(applyMigrations(database, { migrations: steps, filename: 'm' })).toBe(2);
    database.close();
  });

  it('should roll back a failing migration as a whole and keep the previous version', () => {
    const database = new Database(':memory:');
    const failing: Migration = { version: 3, name: 'broken', sql: 'CREATE TABLE c (x); INSERT INTO missing VALUES (1);' };
    expect(() => applyMigrations(database, { migrations: [...steps, failing], filename: 'm' })).toThrow(/missing/);
    expect(database.pragma('user_version', { simple: true })).toBe(2);
    expect(database.prepare("SELECT name FROM sqlite_master WHERE name = 'c'").all()).toEqual([]);
    database.close();
  });

  it('should refuse a database newer than every known migration', () => {
    const database = new Database(':memory:');
    database.pragma('user_version = 7');
    expect(() => applyMigrations(database, { migrations: steps, filename: 'db.sqlite' })).toThrow(
      expect.objectContaining({ code: 'schema_too_new', filename: 'db.sqlite' }),
    );
    database.close();
  });
});

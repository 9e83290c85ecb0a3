import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { SkillDraft } from '@metnos/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transitSkill } from '@metnos/testing';
import { createPraxisStore } from './create-praxis-store';
import { migrations } from './migrations';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'skill-store-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(directory, { recursive: true, force: true });
});

const hashOf = (index: number) => index.toString(16).padStart(16, '0');
const draft = (index: number, verb: string, object: string, successes: number, status: SkillDraft['status'] = 'active'): SkillDraft => ({
  intentHash: hashOf(index),
  intent: { verb, object, keywords: [`k${index}`] },
  framework: { steps: [{ tool: `${verb}_${object}`, args: {} }], fillers: {}, final_message: '' },
  frameworkHash: hashOf(1000 + index),
  status,
  uses: successes,
  successes,
  failures: 0,
  consecutiveSuccesses: successes,
  consecutiveFailures: 0,
  version: 1,
  lastUsedDayRank: 1,
});

/** The query plan SQLite picks for `sql` on `filename` (parameters bound to NULL). */
function planOf(filename: string, sql: string): string {
  const raw = new Database(filename, { readonly: true });
  try {
    const statement = raw.prepare(`EXPLAIN QUERY PLAN ${sql}`);
    const parameters = statement.reader ? new Array(countParameters(sql)).fill(null) : [];
    const named = /@\w+/u.test(sql) ? Object.fromEntries([...sql.matchAll(/@(\w+)/gu)].map((match) => [match[1]!, null])) : undefined;
    const rows = (named === undefined ? statement.all(...parameters) : statement.all(named)) as Array<{ detail: string }>;
    return rows.map((row) => row.detail).join('; ');
  } finally {
    raw.close();
  }
}

function countParameters(sql: string): number {
  return (sql.replace(/'[^']*'/gu, '').match(/\?/gu) ?? []).length;
}

describe('createSkillStore', () => {
  it('should add the verb-and-object index to a file at schema version 4 and answer from it', () => {
    const filename = join(directory, 'v4.sqlite');
    const raw = new Database(filename);
    for (const migration of migrations.filter((step) => step.version <= 4)) raw.exec(migration.sql);
    raw.pragma('user_version = 4');
    raw.prepare(
      `INSERT INTO skills (intent_hash, intent_json, framework_json, framework_hash, status, uses, successes, created_at, updated_at)
       VALUES (?, ?, '{"steps":[],"fillers":{},"final_message":""}', ?, 'active', 3, 3, '2026-05-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z')`,
    ).run(hashOf(7), JSON.stringify({ verb: 'find', object: 'pdf', keywords: [] }), hashOf(8));
    raw.close();

    const store = createPraxisStore({ filename });
    expect(store.schemaVersion).toBe(migrations.at(-1)!.version);
    expect(store.listSkillsByVerbObject!('find', 'pdf').map((skill) => skill.intentHash)).toEqual([hashOf(7)]);
    store.close();
    const plan = planOf(filename, "SELECT intent_hash FROM skills WHERE json_extract(intent_json, '$.verb') = ? AND json_extract(intent_json, '$.object') = ?");
    expect(plan).toContain('skills_verb_object');
  });

  it('should prepare no statement that scans the skills, canonical query or multi-tool path tables', () => {
    const filename = join(directory, 'plans.sqlite');
    const prepared = new Set<string>();
    const prepare = Database.prototype.prepare;
    vi.spyOn(Database.prototype, 'prepare').mockImplementation(function (this: Database.Database, sql: string) {
      prepared.add(sql);
      return prepare.call(this, sql);
    });
    const store = createPraxisStore({ filename });
    const skill = draft(1, 'find', 'pdf', 2);
    transitSkill(store, { intentHash: skill.intentHash, frameworkHash: skill.frameworkHash, dayRank: 1 }, { skill, reason: 'taught' });
    store.findSkill(skill.intentHash);
    store.listSkillsByVerbObject!('find', 'pdf');
    store.findAntiSkills(skill.intentHash, 1);
    const vector = new Float32Array([1, 0, 0, 0]);
    const row = store.recordCanonicalQuery({ query: 'trovare pdf', tool: 'find_pdf', argsObserved: {}, embedderId: 'e', vector, request: 'trova i pdf' });
    store.recordCanonicalQuery({ query: 'trovare pdf', tool: 'find_pdf', argsObserved: {}, embedderId: 'e', vector, request: 'trova i pdf' });
    store.listCanonicalCandidates('e', 1);
    expect(store.listCanonicalCandidatesByQuery('e', 1, 'trovare pdf').map((record) => record.id)).toEqual([row.id]);
    expect(store.getCanonicalQueries([row.id, 999]).map((record) => record.id)).toEqual([row.id]);
    const cursor = store.listCanonicalCandidateChanges('e', 1, undefined).cursor;
    store.recordCanonicalQuery({ query: 'trovare foto', tool: 'find_photos', argsObserved: {}, embedderId: 'e', vector, request: 'trova le foto' });
    store.listCanonicalCandidateChanges('e', 1, cursor);
    store.demoteCanonicalQuery(row.id);
    store.recordMultiToolPath({ canonicalQuery: 'trovare pdf inviare', signature: 'find_pdf>send', steps: [{ tool: 'find_pdf', args: {} }, { tool: 'send', args: {} }], embedderId: 'e', vector, dayRank: 1 });
    store.listMultiToolCandidates('e', 1);
    store.listMultiToolCandidateChanges('e', 1, undefined);
    store.close();
    vi.restoreAllMocks();

    const scans = [...prepared]
      .filter((sql) => /^\s*(SELECT|UPDATE|DELETE|INSERT)/iu.test(sql) && /\b(skills|canonical_query_log|multi_tool_paths)\b/u.test(sql))
      .map((sql) => ({ sql, plan: planOf(filename, sql) }))
      .filter(({ plan }) => /\bSCAN (skills|canonical_query_log|multi_tool_paths)\b(?! USING)/u.test(plan));
    expect(scans).toEqual([]);
    expect(prepared.size).toBeGreaterThan(5);
  });
});

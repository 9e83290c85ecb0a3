import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SkillDraft } from '@metnos/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transitSkill } from '@metnos/testing';
import { createPraxisStore, type SqlitePraxisStore } from './create-praxis-store';

let directory: string;
let store: SqlitePraxisStore;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'skill-rekeying-'));
  store = createPraxisStore({ filename: join(directory, 'praxis.sqlite') });
});
afterEach(() => {
  store.close();
  rmSync(directory, { recursive: true, force: true });
});

const hashOf = (index: number) => index.toString(16).padStart(16, '0');
const draft = (index: number, successes: number, status: SkillDraft['status'] = 'active'): SkillDraft => ({
  intentHash: hashOf(index),
  intent: { verb: 'find', object: 'files', keywords: [`k${index}`] },
  framework: { steps: [{ tool: 'find_files', args: { extension: `e${index}` } }], fillers: {}, final_message: '' },
  frameworkHash: hashOf(1000 + index),
  status,
  uses: successes + 1,
  successes,
  failures: 1,
  consecutiveSuccesses: successes,
  consecutiveFailures: 0,
  version: 1,
  lastUsedDayRank: 1,
});
const teach = (index: number, successes: number, status: SkillDraft['status'] = 'active') => {
  const skill = draft(index, successes, status);
  transitSkill(store, { intentHash: skill.intentHash, frameworkHash: skill.frameworkHash, dayRank: 1 }, { skill, reason: 'taught' });
  store.appendObservation({ turnId: `turn-${index}`, query: `request ${index}`, intentHash: skill.intentHash, verdict: 'ok', layer: 'planner', latencies: {} });
  store.setCached('skill-binding', `${skill.intentHash}:${skill.frameworkHash}`, `binding ${index}`);
  return skill;
};

describe('createSkillRekeying', () => {
  it('should merge two old keys onto one new key, keeping the better skill and both skills\' bans', () => {
    const weak = teach(1, 2);
    const strong = teach(2, 5);
    transitSkill(store, { intentHash: weak.intentHash, frameworkHash: hashOf(77), dayRank: 1 }, { ban: { reason: 'wrong files', days: 7 } });
    const target = hashOf(9);
    const intent = { verb: 'find', object: 'files', keywords: ['k9'] };

    const result = store.rekeySkills([{ from: weak.intentHash, to: target, intent }, { from: strong.intentHash, to: target, intent }], { cacheNamespaces: ['skill-binding'] });

    expect(result).toEqual({ rekeyed: 1, dropped: [{ from: weak.intentHash, keptFrom: strong.intentHash, to: target }] });
    expect(store.listSkills()).toEqual([expect.objectContaining({ intentHash: target, intent, frameworkHash: strong.frameworkHash, successes: 5, status: 'active' })]);
    expect(store.findSkill(weak.intentHash, { includeAll: true })).toBeUndefined();
    expect(store.listAntiSkills(1)).toEqual([expect.objectContaining({ intentHash: target, frameworkHash: hashOf(77) })]);
    // Every observation of both requests now names the new key; the bindings of both plans moved with them.
    expect(store.listObservations().map((observation) => observation.intentHash)).toEqual([target, target]);
    expect(store.getCached('skill-binding', `${target}:${strong.frameworkHash}`)).toBe('binding 2');
    expect(store.getCached('skill-binding', `${target}:${weak.frameworkHash}`)).toBe('binding 1');
    expect(store.getCached('skill-binding', `${strong.intentHash}:${strong.frameworkHash}`)).toBeUndefined();
    // The learning history follows the skills.
    expect(store.listLearningChanges({ subjectKind: 'skill' }).map((change) => change.subject)).toEqual([target, target]);
  });

  it('should prefer an active skill over a demoted one with more successes, and keep a staying skill that is better', () => {
    const demoted = teach(1, 9, 'demoted');
    const active = teach(2, 1);
    const staying = teach(3, 8);
    const result = store.rekeySkills([
      { from: demoted.intentHash, to: hashOf(9) },
      { from: active.intentHash, to: hashOf(9) },
      { from: hashOf(4), to: staying.intentHash },
    ]);
    expect(result.dropped).toEqual([{ from: demoted.intentHash, keptFrom: active.intentHash, to: hashOf(9) }]);
    expect(store.findSkill(hashOf(9))?.frameworkHash).toBe(active.frameworkHash);
    expect(store.findSkill(staying.intentHash)?.successes).toBe(8);
  });

  it('should move a chain of keys at once, not one after the other', () => {
    const first = teach(1, 3);
    const second = teach(2, 4);
    store.rekeySkills([{ from: first.intentHash, to: second.intentHash }, { from: second.intentHash, to: hashOf(9) }], { cacheNamespaces: ['skill-binding'] });
    expect(store.findSkill(second.intentHash)?.frameworkHash).toBe(first.frameworkHash);
    expect(store.findSkill(hashOf(9))?.frameworkHash).toBe(second.frameworkHash);
    expect(store.getCached('skill-binding', `${second.intentHash}:${first.frameworkHash}`)).toBe('binding 1');
    expect(store.getCached('skill-binding', `${hashOf(9)}:${second.frameworkHash}`)).toBe('binding 2');
  });

  it('should refuse a malformed change and write nothing', () => {
    const skill = teach(1, 3);
    expect(() => store.rekeySkills([{ from: skill.intentHash, to: hashOf(9) }, { from: 'nope', to: hashOf(8) }])).toThrow(/16 lowercase hex/u);
    expect(() => store.rekeySkills([{ from: skill.intentHash, to: hashOf(9) }, { from: skill.intentHash, to: hashOf(8) }])).toThrow(/moved twice/u);
    expect(store.findSkill(skill.intentHash)).toBeDefined();
  });

  it('should list each skill with its latest successful request', () => {
    const skill = teach(1, 3);
    store.appendObservation({ turnId: 'later', query: 'a later failure', intentHash: skill.intentHash, verdict: 'error', layer: 'skill', latencies: {} });
    expect(store.listSkillRequests()).toEqual([{ intentHash: skill.intentHash, intent: skill.intent, framework: skill.framework, request: 'request 1' }]);
  });

  it('should keep meta values across reopening the file', () => {
    expect(store.readMeta('reading_version')).toBeUndefined();
    store.writeMeta('reading_version', 'abc');
    store.close();
    store = createPraxisStore({ filename: join(directory, 'praxis.sqlite') });
    expect(store.readMeta('reading_version')).toBe('abc');
  });
});

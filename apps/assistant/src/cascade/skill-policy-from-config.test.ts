import { defaultConfig, type Framework, type Intent, type MetnosConfig } from '@metnos/core';
import { applySkillFeedback, frameworkHash, intentHash, recordSkillOutcome, type SkillPolicy } from '@metnos/praxis';
import { createPraxisStore, type SqlitePraxisStore } from '@metnos/praxis-store';
import { afterEach, describe, expect, it } from 'vitest';
import { skillPolicyFromConfig } from './skill-policy-from-config';

const intent: Intent = { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] };
const hash = intentHash(intent);
const frameworkA: Framework = { steps: [{ tool: 'find_messages', args: { folder: 'INBOX' } }], fillers: {}, final_message: 'Moved.' };
const frameworkB: Framework = { steps: [{ tool: 'purge_spam', args: {} }], fillers: {}, final_message: 'Done.' };

const opened: SqlitePraxisStore[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

/** The app's composition: the fast-path policy from `[praxis]` deciding, the SQLite store persisting. */
function lifecycle(praxis: Partial<MetnosConfig['praxis']> = {}) {
  const store = createPraxisStore({ filename: ':memory:', clock: () => new Date('2026-05-25T10:00:00.000Z') });
  opened.push(store);
  const policy: SkillPolicy = skillPolicyFromConfig({ ...defaultConfig().praxis, ...praxis });
  const outcome = (ok: boolean, framework = frameworkA, dayRank = 1, turnId?: string) =>
    recordSkillOutcome(store, { intentHash: hash, intent, framework, frameworkHash: frameworkHash(framework), ok, dayRank, ...(turnId === undefined ? {} : { turnId }) }, { policy });
  const feedback = (value: 'up' | 'down' | 'retry', dayRank = 1) => applySkillFeedback(store, { intentHash: hash, feedback: value, dayRank }, { policy });
  return { store, outcome, feedback };
}

describe('skillPolicyFromConfig', () => {
  it('should read the three thresholds of [praxis]', () => {
    expect(skillPolicyFromConfig({ ...defaultConfig().praxis, promote_after_successes: 4, anti_skill_after_failures: 5, anti_skill_ttl_active_days: 6 })).toEqual({
      promoteAfterSuccesses: 4,
      antiSkillAfterFailures: 5,
      antiSkillTtlActiveDays: 6,
    });
  });

  it('should drive a skill from candidate to active over the SQLite store, logging each change with its turn', () => {
    const { store, outcome } = lifecycle({ promote_after_successes: 2 });
    expect(outcome(true, frameworkA, 1, 't1')).toMatchObject({ status: 'candidate', uses: 1, frameworkHash: frameworkHash(frameworkA) });
    expect(store.findSkill(hash)).toBeUndefined();
    expect(outcome(true, frameworkA, 1, 't2')).toMatchObject({ status: 'active', uses: 2, successRate: 1 });
    expect(store.findSkill(hash)?.framework).toEqual(frameworkA);
    expect(store.listLearningChanges().map((change) => [change.kind, change.turnId, change.reason])).toEqual([
      ['skill_active', 't2', '2 successes in a row'],
      ['skill_candidate', 't1', 'first outcome succeeded'],
    ]);
  });

  it('should ban a framework after the failures [praxis] allows and lift the ban when it succeeds again', () => {
    const { store, outcome } = lifecycle({ anti_skill_after_failures: 3, anti_skill_ttl_active_days: 30 });
    outcome(true);
    outcome(true);
    outcome(false, frameworkA, 4);
    outcome(false, frameworkA, 5);
    expect(store.findAntiSkills(hash, 5)).toEqual([]);
    expect(outcome(false, frameworkA, 6)).toMatchObject({ status: 'demoted', consecutiveFailures: 3 });
    expect(store.findAntiSkills(hash, 6)).toEqual([expect.objectContaining({ createdDayRank: 6, expiresDayRank: 36, reason: '3 consecutive failures' })]);
    outcome(true, frameworkA, 7);
    expect(store.findAntiSkills(hash, 7)).toEqual([]);
  });

  it('should count a different framework\'s failures aside and ban it without touching the stored skill', () => {
    const { store, outcome } = lifecycle({ anti_skill_after_failures: 2 });
    outcome(true);
    const active = outcome(true);
    expect(outcome(false, frameworkB, 3)).toEqual(active);
    outcome(false, frameworkB, 4);
    expect(store.findAntiSkills(hash, 4)).toEqual([expect.objectContaining({ frameworkHash: frameworkHash(frameworkB) })]);
    expect(store.findSkill(hash)?.framework).toEqual(frameworkA);
    expect(outcome(true, frameworkB, 5)).toMatchObject({ framework: frameworkB, version: 2, status: 'candidate' });
    expect(store.findAntiSkills(hash, 5)).toEqual([]);
  });

  it('should apply ✓ ✗ ↺ through the same store', () => {
    const { store, outcome, feedback } = lifecycle({ anti_skill_after_failures: 2 });
    outcome(true);
    expect(feedback('up')).toMatchObject({ status: 'active' });
    expect(feedback('retry')).toMatchObject({ status: 'candidate', consecutiveSuccesses: 0 });
    expect(feedback('down')).toMatchObject({ status: 'demoted', failures: 1 });
    outcome(false, frameworkA, 2);
    expect(store.findAntiSkills(hash, 2)).toHaveLength(1);
    expect(applySkillFeedback(store, { intentHash: '0123456789abcdef', feedback: 'up', dayRank: 1 })).toBeUndefined();
  });
});

import type { Framework, Intent } from '@metnos/core';
import { applySkillFeedback, frameworkHash, intentHash, recordSkillOutcome } from '@metnos/praxis';
import { createPraxisStore, type SqlitePraxisStore } from '@metnos/praxis-store';
import { afterEach, describe, expect, it } from 'vitest';
import { findReplayableSkill } from './find-replayable-skill';

const intent: Intent = { verb: 'find', object: 'files', keywords: ['pdf'] };
const hash = intentHash(intent);
const covering: Framework = { steps: [{ tool: 'find_files', args: { ext: 'pdf' } }], fillers: {}, final_message: 'Found ${step1.count} files.' };
const policy = { promoteAfterSuccesses: 2, antiSkillAfterFailures: 3, antiSkillTtlActiveDays: 30 };

const opened: SqlitePraxisStore[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});
const open = () => {
  const store = createPraxisStore({ filename: ':memory:' });
  opened.push(store);
  return store;
};
const outcome = (store: SqlitePraxisStore, ok: boolean, framework = covering, dayRank = 1) =>
  recordSkillOutcome(store, { intentHash: hash, intent, framework, frameworkHash: frameworkHash(framework), ok, dayRank }, { policy });

describe('findReplayableSkill', () => {
  it('should replay an active skill, and a candidate on a success streak whose plan covers its intent', () => {
    const store = open();
    outcome(store, true);
    expect(findReplayableSkill(store, hash, { dayRank: 1 })).toMatchObject({ status: 'candidate', consecutiveSuccesses: 1 });
    outcome(store, true);
    expect(findReplayableSkill(store, hash, { dayRank: 1 })).toMatchObject({ status: 'active' });
  });

  it('should not replay a candidate whose success streak was reset', () => {
    const store = open();
    outcome(store, true);
    outcome(store, false);
    expect(store.findSkill(hash, { includeAll: true })).toMatchObject({ status: 'candidate', consecutiveSuccesses: 0 });
    expect(findReplayableSkill(store, hash, { dayRank: 1 })).toBeUndefined();
    outcome(store, true);
    applySkillFeedback(store, { intentHash: hash, feedback: 'retry', dayRank: 1 }, { policy });
    expect(findReplayableSkill(store, hash, { dayRank: 1 })).toBeUndefined();
  });

  it('should not replay a candidate whose plan does not do what its intent asks', () => {
    const store = open();
    const other: Framework = { steps: [{ tool: 'get_now', args: {} }], fillers: {}, final_message: 'ok' };
    outcome(store, true, other);
    expect(findReplayableSkill(store, hash, { dayRank: 1 })).toBeUndefined();
  });

  it('should not replay an active skill whose framework is a live anti-skill, and replay it again once the ban expires', () => {
    const store = open();
    outcome(store, true);
    outcome(store, true);
    // The active skill's own framework banned by a hand-written transition, the skill left active.
    store.updateSkill({ intentHash: hash, dayRank: 2 }, () => ({
      ban: { reason: 'tool_failed', createdDayRank: 2, expiresDayRank: 5 },
      changes: [{ kind: 'anti_skill_added', reason: 'tool_failed' }],
    }));
    expect(store.findSkill(hash)?.status).toBe('active');
    expect(findReplayableSkill(store, hash, { dayRank: 2 })).toBeUndefined();
    expect(findReplayableSkill(store, hash, { dayRank: 5 })).toMatchObject({ status: 'active' });
  });

  it('should not replay a skill planned after another number of prior steps', () => {
    const store = open();
    outcome(store, true);
    outcome(store, true);
    expect(findReplayableSkill(store, hash, { dayRank: 1, priorSteps: 0 })).toMatchObject({ status: 'active' });
    expect(findReplayableSkill(store, hash, { dayRank: 1, priorSteps: 1 })).toBeUndefined();
  });
});

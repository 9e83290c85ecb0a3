import type { Framework, Intent, SkillRecord, SkillState } from '@metnos/core';
import { bench, describe } from 'vitest';
import { frameworkHash } from './keys/framework-hash';
import { intentCacheKey } from './keys/intent-cache-key';
import { intentHash } from './keys/intent-hash';
import { defaultSkillPolicy } from './lifecycle/skill-policy';
import { nextSkillAfterOutcome } from './lifecycle/next-skill-after-outcome';
import { pickSkill } from './pick/pick-skill';

// What one turn of a skill costs in this package: its keys, the choice of a skill to replay, the lifecycle after the
// outcome. The anchor is JSON.stringify of the same framework, the least that storing or logging it costs.
const intent: Intent = { verb: 'move', object: 'messages', keywords: ['spam', 'trash', 'newsletter'] };
const framework: Framework = {
  steps: [
    { tool: 'find_messages', args: { folder: 'INBOX', from: 'news@example.com', unread: true } },
    { tool: 'move_messages', args: { from_step: 1, to: 'Trash' } },
  ],
  fillers: {},
  final_message: 'Moved ${step2.count} messages.',
};
const hash = frameworkHash(framework);
const skill: SkillRecord = {
  intentHash: intentHash(intent),
  intent,
  framework,
  frameworkHash: hash,
  status: 'active',
  uses: 4,
  successes: 4,
  failures: 0,
  consecutiveSuccesses: 4,
  consecutiveFailures: 0,
  successRate: 1,
  version: 1,
  lastUsedDayRank: 3,
  createdAt: '2026-05-25T10:00:00.000Z',
  updatedAt: '2026-05-25T10:00:00.000Z',
};
const state: SkillState = { skill, frameworkFailureStreak: 0 };
const outcome = { intentHash: skill.intentHash, intent, framework, frameworkHash: hash, ok: true, dayRank: 4 };
const antiSkills = [{ intentHash: skill.intentHash, frameworkHash: 'b1b1b1b1b1b1b1b1', expiresDayRank: 30 }];

describe('one skill turn', () => {
  bench('intentCacheKey (a 9-word request)', () => {
    intentCacheKey('Sposta le newsletter non lette nel cestino, per favore!');
  });
  bench('intentHash', () => {
    intentHash(intent);
  });
  bench('frameworkHash (2 steps)', () => {
    frameworkHash(framework);
  });
  bench('pickSkill (1 candidate, 1 anti-skill)', () => {
    pickSkill([skill], { antiSkills, dayRank: 4, priorSteps: 0 });
  });
  bench('nextSkillAfterOutcome (a success)', () => {
    nextSkillAfterOutcome(state, outcome, defaultSkillPolicy);
  });
  bench('anchor: JSON.stringify of the framework', () => {
    JSON.stringify(framework);
  });
});

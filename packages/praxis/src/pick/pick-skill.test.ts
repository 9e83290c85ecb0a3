import type { Framework, SkillRecord } from '@metnos/core';
import { skillRecord } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { frameworkHash } from '../keys/framework-hash';
import { pickSkill } from './pick-skill';

const covering: Framework = { steps: [{ tool: 'find_files', args: { ext: 'pdf' } }], fillers: {}, final_message: 'Found ${step1.count} files.' };
const offIntent: Framework = { steps: [{ tool: 'get_now', args: {} }], fillers: {}, final_message: 'ok' };
const residual: Framework = { steps: [{ tool: 'find_files', args: { from_step: 1 } }], fillers: {}, final_message: 'ok' };

const skill = (fields: Partial<SkillRecord> = {}): SkillRecord => {
  const framework = fields.framework ?? covering;
  return skillRecord({ intentHash: '0123456789abcdef', framework, frameworkHash: frameworkHash(framework), ...fields });
};
const ban = (target: SkillRecord, expiresDayRank = 10) => ({ intentHash: target.intentHash, frameworkHash: frameworkHash(target.framework), expiresDayRank });

describe('pickSkill', () => {
  it('should pick an active skill, and a candidate on a success streak whose plan covers its intent', () => {
    const active = skill();
    const trial = skill({ status: 'candidate', consecutiveSuccesses: 1 });
    expect(pickSkill([active], { antiSkills: [], dayRank: 1 })).toBe(active);
    expect(pickSkill([trial], { antiSkills: [], dayRank: 1 })).toBe(trial);
  });

  it('should pick nothing from no candidates', () => {
    expect(pickSkill([], { antiSkills: [], dayRank: 1 })).toBeUndefined();
  });

  // Each rule alone: the same candidate with one field changed is left out, and the next one is picked.
  it.each([
    ['a candidate whose success streak was reset (✗ or ↺)', { status: 'candidate' as const, consecutiveSuccesses: 0 }],
    ['a candidate whose plan does not do what its intent asks', { status: 'candidate' as const, consecutiveSuccesses: 1, framework: offIntent }],
    ['a demoted skill, whatever its streak', { status: 'demoted' as const, consecutiveSuccesses: 5 }],
    ['a retired skill', { status: 'retired' as const }],
  ])('should leave out %s', (_rule, fields) => {
    const left = skill({ ...fields, intentHash: 'aaaaaaaaaaaaaaaa' });
    const next = skill({ intentHash: 'bbbbbbbbbbbbbbbb' });
    expect(pickSkill([left, next], { antiSkills: [], dayRank: 1 })).toBe(next);
  });

  it('should not count an off-intent plan against an active skill (✓ made it active)', () => {
    const active = skill({ framework: offIntent });
    expect(pickSkill([active], { antiSkills: [], dayRank: 1 })).toBe(active);
  });

  it('should leave out a plan that is a live anti-skill of its intent, and pick it again once the ban has run out', () => {
    const active = skill();
    expect(pickSkill([active], { antiSkills: [ban(active, 5)], dayRank: 2 })).toBeUndefined();
    expect(pickSkill([active], { antiSkills: [ban(active, 5)], dayRank: 5 })).toBe(active);
  });

  it('should ban a plan only for the intent its anti-skill names', () => {
    const active = skill();
    expect(pickSkill([active], { antiSkills: [{ ...ban(active), intentHash: 'ffffffffffffffff' }], dayRank: 2 })).toBe(active);
  });

  it('should judge the plan by its hash, not by the hash stored beside it', () => {
    const stale = skill({ frameworkHash: '0000000000000000' });
    expect(pickSkill([stale], { antiSkills: [ban(stale)], dayRank: 2 })).toBeUndefined();
  });

  it('should pick only a plan that needs the steps that ran before it, when told how many', () => {
    const standalone = skill();
    const afterOne = skill({ intentHash: 'cccccccccccccccc', framework: residual });
    expect(pickSkill([standalone, afterOne], { antiSkills: [], dayRank: 1, priorSteps: 1 })).toBe(afterOne);
    expect(pickSkill([afterOne, standalone], { antiSkills: [], dayRank: 1, priorSteps: 0 })).toBe(standalone);
    expect(pickSkill([afterOne], { antiSkills: [], dayRank: 1 })).toBe(afterOne);
  });

  it('should keep the order of preference it was given', () => {
    const first = skill({ intentHash: 'dddddddddddddddd' });
    const second = skill({ intentHash: 'eeeeeeeeeeeeeeee' });
    expect(pickSkill([second, first], { antiSkills: [], dayRank: 1 })).toBe(second);
  });
});

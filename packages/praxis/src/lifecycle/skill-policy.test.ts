import { describe, expect, it } from 'vitest';
import { assertSkillPolicy, defaultSkillPolicy } from './skill-policy';

describe('assertSkillPolicy', () => {
  it('should accept the defaults and positive integers', () => {
    expect(() => assertSkillPolicy(defaultSkillPolicy)).not.toThrow();
    expect(() => assertSkillPolicy({ promoteAfterSuccesses: 1, antiSkillAfterFailures: 1, antiSkillTtlActiveDays: 1 })).not.toThrow();
  });

  it('should name the threshold that is zero, fractional or not a number', () => {
    expect(() => assertSkillPolicy({ ...defaultSkillPolicy, antiSkillAfterFailures: 0 })).toThrow(/antiSkillAfterFailures: must be an integer/);
    expect(() => assertSkillPolicy({ ...defaultSkillPolicy, antiSkillTtlActiveDays: 1.5 })).toThrow(/antiSkillTtlActiveDays/);
    expect(() => assertSkillPolicy({ ...defaultSkillPolicy, promoteAfterSuccesses: Number.NaN })).toThrow(/promoteAfterSuccesses/);
  });
});

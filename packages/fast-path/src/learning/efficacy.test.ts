import { describe, expect, it } from 'vitest';
import { efficacy } from './efficacy';
import { defaultEfficacyPolicy } from './efficacy-policy';

describe('efficacy', () => {
  const policy = defaultEfficacyPolicy;

  it('should keep a thing that always worked for 30 idle active days and retire it on the 31st', () => {
    const usage = { successes: 10, failures: 0, lastUsedDayRank: 5 };
    expect(efficacy(usage, 5, policy)).toMatchObject({ score: 1, judged: true, idleActiveDays: 0, retire: false });
    expect(efficacy(usage, 35, policy)).toMatchObject({ score: 0.5, idleActiveDays: 30, retire: false });
    const verdict = efficacy(usage, 36, policy);
    expect(verdict.retire).toBe(true);
    expect(verdict.reason).toBe('efficacy 0.49 < floor 0.50 (10/10 successes, unused 31 active days)');
  });

  it('should retire sooner the more a thing failed once it has enough uses to be judged', () => {
    const twoThirds = { successes: 2, failures: 1, lastUsedDayRank: 0 };
    expect(efficacy(twoThirds, 12, policy).retire).toBe(false);
    expect(efficacy(twoThirds, 13, policy).retire).toBe(true);
    const half = { successes: 2, failures: 2, lastUsedDayRank: 7 };
    expect(efficacy(half, 7, policy)).toMatchObject({ score: 0.5, retire: false });
    expect(efficacy(half, 8, policy).retire).toBe(true);
    expect(efficacy({ successes: 0, failures: 3, lastUsedDayRank: 7 }, 7, policy)).toMatchObject({ score: 0, retire: true });
  });

  it('should not judge the success rate before minUsesToJudge outcomes', () => {
    const young = efficacy({ successes: 0, failures: 2, lastUsedDayRank: 3 }, 3, policy);
    expect(young).toMatchObject({ judged: false, successRate: 1, score: 1, retire: false });
    expect(efficacy({ successes: 0, failures: 2, lastUsedDayRank: 3 }, 40, policy).reason).toBe(
      'efficacy 0.43 < floor 0.50 (2 uses, not judged yet, unused 37 active days)',
    );
  });

  it('should follow the policy: a longer half-life keeps things longer, floor 0 retires nothing', () => {
    const usage = { successes: 3, failures: 0, lastUsedDayRank: 0 };
    expect(efficacy(usage, 45, { ...policy, halfLifeActiveDays: 60 }).retire).toBe(false);
    expect(efficacy(usage, 45, policy).retire).toBe(true);
    expect(efficacy({ successes: 0, failures: 9, lastUsedDayRank: 0 }, 10_000, { ...policy, floor: 0 }).retire).toBe(false);
  });

  it('should count no idle days when the last use is on or after the current day', () => {
    expect(efficacy({ successes: 1, failures: 0, lastUsedDayRank: 9 }, 4, policy)).toMatchObject({ idleActiveDays: 0, score: 1 });
  });
});

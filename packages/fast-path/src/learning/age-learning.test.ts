import type { AgedSubjectKind, LearnedUsage, LearningChangeRecord } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { FastPathError } from '../fast-path-error';
import { ageLearning, type LearningAgerStore } from './age-learning';

/** The ager's store seam in memory: records what the ager asked for (praxis-store's SQLite version is tested in the assistant). */
function memoryStore(usage: LearnedUsage[], dayRank: number, antiSkillsDue = 0) {
  const retiredCalls: { subjectKind: AgedSubjectKind; subject: string; reason: string }[][] = [];
  const change = (kind: LearningChangeRecord['kind'], subject: string, reason: string): LearningChangeRecord => ({
    id: 0,
    kind,
    subjectKind: 'skill',
    subject,
    label: subject,
    reason,
    dayRank,
    createdAt: '2026-05-25T00:00:00.000Z',
    before: null,
    after: null,
    revertible: true,
  });
  const store: LearningAgerStore = {
    currentDayRank: () => dayRank,
    listLearnedUsage: () => usage,
    retireLearned(retirements) {
      retiredCalls.push([...retirements]);
      return retirements.map((retirement) => change(`${retirement.subjectKind}_retired` as LearningChangeRecord['kind'], retirement.subject, retirement.reason));
    },
    expireAntiSkills: (rank) => Array.from({ length: rank >= dayRank ? antiSkillsDue : 0 }, (_, index) => change('anti_skill_expired', `a${index}`, 'expired')),
  };
  return { store, retiredCalls };
}

describe('ageLearning', () => {
  it('should retire what fell below the floor and expire due anti-skills, with the reasons', () => {
    const { store, retiredCalls } = memoryStore(
      [
        { subjectKind: 'skill', subject: 'fresh', label: 'find files', successes: 4, failures: 0, lastUsedDayRank: 40 },
        { subjectKind: 'canonical_query', subject: '7', label: 'che ore sono', successes: 5, failures: 0, lastUsedDayRank: 9 },
        { subjectKind: 'multi_tool_path', subject: '3', label: 'get_urls → describe_entries', successes: 1, failures: 3, lastUsedDayRank: 40 },
      ],
      40,
      2,
    );
    const report = ageLearning(store);
    expect(report).toMatchObject({ dayRank: 40, judged: 3 });
    expect(retiredCalls).toEqual([
      [
        { subjectKind: 'canonical_query', subject: '7', reason: 'efficacy 0.49 < floor 0.50 (5/5 successes, unused 31 active days)' },
        { subjectKind: 'multi_tool_path', subject: '3', reason: 'efficacy 0.25 < floor 0.50 (1/4 successes, unused 0 active days)' },
      ],
    ]);
    expect(report.retired.map((change) => change.kind)).toEqual(['canonical_query_retired', 'multi_tool_path_retired']);
    expect(report.expiredAntiSkills).toHaveLength(2);
  });

  it('should retire a kind past its idle limit whatever its efficacy', () => {
    const { store, retiredCalls } = memoryStore([{ subjectKind: 'multi_tool_path', subject: '1', label: 'p', successes: 50, failures: 0, lastUsedDayRank: 1 }], 12);
    expect(ageLearning(store).retired).toEqual([]);
    expect(retiredCalls).toEqual([]);
    const report = ageLearning(store, { maxIdleActiveDays: { multi_tool_path: 10 } });
    expect(report.retired.map((change) => change.reason)).toEqual(['unused for 11 active days (limit 10)']);
  });

  it('should judge nothing before the first active day', () => {
    const { store, retiredCalls } = memoryStore([{ subjectKind: 'skill', subject: 's', label: 's', successes: 0, failures: 5, lastUsedDayRank: 0 }], 0, 1);
    expect(ageLearning(store)).toEqual({ dayRank: 0, judged: 0, retired: [], expiredAntiSkills: [] });
    expect(retiredCalls).toEqual([]);
  });

  it('should refuse a policy out of range with the field named', () => {
    const { store } = memoryStore([], 3);
    expect(() => ageLearning(store, { policy: { halfLifeActiveDays: 30, floor: 1.5, minUsesToJudge: 3 } })).toThrow(/floor: must be a number in \[0, 1\]/);
    expect(() => ageLearning(store, { policy: { halfLifeActiveDays: 0, floor: 0.5, minUsesToJudge: 3 } })).toThrow(FastPathError);
  });
});

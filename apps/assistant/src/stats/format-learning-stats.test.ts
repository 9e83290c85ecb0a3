import { describe, expect, it } from 'vitest';
import { formatLearningStats } from './format-learning-stats';
import type { LearningStats } from '../turn/learning-stats';

const day = (date: string, answeredBy: Partial<LearningStats['days'][number]['answeredBy']>, rest: Partial<LearningStats['days'][number]> = {}): LearningStats['days'][number] => {
  const counts = { L0: 0, L1: 0, L2: 0, skill: 0, single_step: 0, planner: 0, aporia: 0, ...answeredBy };
  return { day: date, turns: Object.values(counts).reduce((sum, count) => sum + count, 0), answeredBy: counts, llmCalls: 0, llmCallsAvoided: 0, latency: {}, skills: { promoted: 0, demoted: 0, retired: 0 }, openAporiae: 0, ...rest };
};

describe('formatLearningStats', () => {
  it('should print the headline, a row per day and each layer’s median and p95 time', () => {
    const stats: LearningStats = {
      timeZone: 'Europe/Rome',
      plannerCallsBaseline: 2,
      days: [day('2026-11-27', { planner: 3, aporia: 1 }, { llmCalls: 6, openAporiae: 1 }), day('2026-11-28', { L0: 2, L1: 1, skill: 2 }, { llmCalls: 1, llmCallsAvoided: 9, skills: { promoted: 1, demoted: 0, retired: 0 } })],
      total: { turns: 9, memoryShare: 5 / 9, llmCalls: 7, llmCallsAvoided: 9, latency: { L0: { turns: 2, medianMs: 0.4, p95Ms: 0.6 }, planner: { turns: 3, medianMs: 1800, p95Ms: 2400 } }, openAporiae: 1 },
    };
    expect(formatLearningStats(stats)).toMatchInlineSnapshot(`
      "Last 2 days (Europe/Rome): 9 turns, 55.6% answered from memory, 7 model calls made, 9 avoided, 1 open aporiae.

      day         turns  L0  L1  L2  skill  single_step  planner  aporia  calls  avoided  promoted  demoted  retired  aporiae
      2026-11-27      4   0   0   0      0            0        3       1      6        0         0        0        0        1
      2026-11-28      5   2   1   0      2            0        0       0      1        9         1        0        0        0

      turn time by layer (median / p95):
        L0               0.4 ms /      0.6 ms  (2 turns)
        planner         1800 ms /     2400 ms  (3 turns)
      "
    `);
  });
});

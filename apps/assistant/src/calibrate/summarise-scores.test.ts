import { describe, expect, it } from 'vitest';
import { summariseScores } from './summarise-scores';

describe('summariseScores', () => {
  it('should give min, interpolated quartiles, max and mean', () => {
    const summary = summariseScores([0.9, 0.1, 0.5, 0.3]);
    expect(summary).toMatchObject({ count: 4, min: 0.1, max: 0.9 });
    for (const [key, value] of Object.entries({ p25: 0.25, median: 0.4, p75: 0.6, mean: 0.45 })) expect(summary?.[key as 'p25']).toBeCloseTo(value, 10);
    expect(summariseScores([])).toBeUndefined();
  });
});

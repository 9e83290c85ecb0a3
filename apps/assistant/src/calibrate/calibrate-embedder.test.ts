import { createHashedEmbedder } from '@metnos/embedder';
import { describe, expect, it } from 'vitest';
import { calibrateEmbedder } from './calibrate-embedder';

const pair = (left: string, right: string, label: 'same' | 'different', line: number) => ({ left, right, label, line });

describe('calibrateEmbedder', () => {
  it('should suggest just above the highest different score when the groups overlap, and say how many same pairs it serves', async () => {
    const report = await calibrateEmbedder(createHashedEmbedder(), [
      pair('che ore sono', 'che ore sono?', 'same', 1),
      pair('trova le foto', 'cerca le immagini', 'same', 2),
      pair('appuntamenti di oggi', 'appuntamenti di domani', 'different', 3),
    ], { thresholds: [{ name: 'L1', value: 0.95 }] });
    const highestDifferent = report.different?.max as number;
    expect(report.suggestedThreshold).toBe(Math.ceil((highestDifferent + 0.005) * 100) / 100);
    expect(report.reason).toMatch(/^the groups overlap: just above the highest "different" score \(0\.720\); it serves 1 of 2 "same" pairs$/);
    expect(report.thresholds).toEqual([{ name: 'L1', value: 0.95, sameServed: 1, differentConfused: 0 }]);
  });

  it('should suggest nothing without different pairs', async () => {
    const report = await calibrateEmbedder(createHashedEmbedder(), [pair('a b', 'a b c', 'same', 1)]);
    expect(report.suggestedThreshold).toBeUndefined();
    expect(report.reason).toMatch(/^no "different" pairs/);
  });
});

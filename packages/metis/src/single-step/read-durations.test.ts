import { describe, expect, it } from 'vitest';
import { readDurations } from './read-durations';

describe('readDurations', () => {
  it('should read forward durations in both languages', () => {
    expect(readDurations('tra 20 minuti').map((duration) => duration.milliseconds)).toEqual([1_200_000]);
    expect(readDurations("fra un'ora").map((duration) => duration.milliseconds)).toEqual([3_600_000]);
    expect(readDurations('in 2 hours').map((duration) => duration.milliseconds)).toEqual([7_200_000]);
    expect(readDurations('in half an hour').map((duration) => duration.milliseconds)).toEqual([1_800_000]);
    expect(readDurations('tra tre giorni').map((duration) => duration.milliseconds)).toEqual([259_200_000]);
  });

  it('should not read places or past durations', () => {
    expect(readDurations('in Documenti')).toEqual([]);
    expect(readDurations('3 days ago')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { findTemporalValues } from './find-temporal-values';

// Tuesday 19 May 2026, 14:05 in Rome.
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

function values(text: string): unknown[] {
  return findTemporalValues(text, clock).map((value) => value.value);
}

describe('dayOfMonthAfterDate', () => {
  it('should put a bare day said after a date of the same sentence, and later than it, in that month', () => {
    expect(values('Ho prenotato il volo, parto il 12 giugno e torno il 20.')).toEqual(['2026-06-12', '2026-06-20']);
  });

  it('should leave a bare day not later than the date, in another sentence or after a date written in digits', () => {
    expect(values('il 28 maggio e poi il 3')).toEqual(['2026-05-28', '2026-06-03']);
    expect(values('il 12/06 e il 20')).toEqual(['2026-06-12', '2026-05-20']);
  });
});

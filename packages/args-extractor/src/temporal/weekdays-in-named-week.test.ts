import { describe, expect, it } from 'vitest';
import { findTemporalValues } from './find-temporal-values';

// Tuesday 19 May 2026, 14:05 in Rome.
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

function values(text: string): unknown[] {
  return findTemporalValues(text, clock).map((value) => value.value);
}

describe('weekdaysInNamedWeek', () => {
  it('should put a range of weekdays said after a named week in that week', () => {
    expect(values('La settimana prossima sono a Roma da martedì a giovedì.')).toEqual([{ from: '2026-05-26T00:00:00+02:00', to: '2026-05-29T00:00:00+02:00' }]);
    expect(values('Next week I\'m in Rome Tuesday to Thursday.')).toEqual([{ from: '2026-05-26T00:00:00+02:00', to: '2026-05-29T00:00:00+02:00' }]);
    expect(values('la settimana scorsa da lunedì a mercoledì ero a casa')).toEqual([{ from: '2026-05-11T00:00:00+02:00', to: '2026-05-14T00:00:00+02:00' }]);
  });

  it('should leave the week and a weekday of another sentence or after a comma apart', () => {
    expect(values('settimana prossima. Lunedì ho il dentista')).toHaveLength(2);
    expect(values('La settimana scorsa ero a Milano, lunedì sono tornato.')).toEqual([{ from: '2026-05-11T00:00:00+02:00', to: '2026-05-18T00:00:00+02:00' }, '2026-05-18']);
  });
});

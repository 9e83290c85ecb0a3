import { describe, expect, it } from 'vitest';
import { findTemporalValues } from './find-temporal-values';

// Tuesday 19 May 2026, 14:05 in Rome (UTC+2).
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

function read(text: string): Array<[string, unknown]> {
  return findTemporalValues(text, clock).map((value) => [value.kind, value.value]);
}

const day = (from: string, to: string) => ['window', { from: `${from}T00:00:00+02:00`, to: `${to}T00:00:00+02:00` }];

// The Spanish words of the shared ranges, "since" and "until" (`combineTemporalAtoms`, `dayRangeInMonth`, `yearRange`,
// `timeRange`), read without a language hint in a request guessed Spanish.
describe('findTemporalValues', () => {
  it('should read Spanish day ranges', () => {
    expect(read('estoy en Bilbao del 3 al 5 de junio')).toEqual([day('2026-06-03', '2026-06-06')]);
    expect(read('estuve en Sevilla entre el 3 y el 5 de mayo')).toEqual([day('2026-05-03', '2026-05-06')]);
    expect(read('la piscina abre del 10 de julio al 20 de agosto')).toEqual([day('2026-07-10', '2026-08-21')]);
    expect(read('estaremos fuera de viernes a lunes')).toEqual([day('2026-05-22', '2026-05-26')]);
    expect(read('entre 2010 y 2014 las exportaciones se duplicaron')).toEqual([['window', { from: '2010-01-01T00:00:00+01:00', to: '2015-01-01T00:00:00+01:00' }]]);
  });

  it('should read Spanish hour ranges', () => {
    expect(read('llámame mañana entre las 8 y las 9 de la noche')).toEqual([['window', { from: '2026-05-20T20:00:00+02:00', to: '2026-05-20T21:00:00+02:00' }]]);
  });

  it('should read Spanish since and until', () => {
    expect(read('estoy fuera hasta el viernes')[0]).toEqual(['window', { from: '2026-05-19T14:05:00+02:00', to: '2026-05-23T00:00:00+02:00' }]);
    expect(read('¿cuántos correos han llegado desde el jueves pasado?')[0]).toEqual(['window', { from: '2026-05-14T00:00:00+02:00', to: '2026-05-19T14:05:00+02:00' }]);
  });
});

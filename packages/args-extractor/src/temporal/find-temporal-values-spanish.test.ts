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

  it('should join a Spanish day and its time across a copula', () => {
    expect(read('la cena de Nochebuena es a las 21:00')).toEqual([['datetime', '2026-12-24T21:00:00+01:00']]);
  });

  it('should read Spanish hour ranges', () => {
    expect(read('llámame mañana entre las 8 y las 9 de la noche')).toEqual([['window', { from: '2026-05-20T20:00:00+02:00', to: '2026-05-20T21:00:00+02:00' }]]);
  });

  it('should read Spanish since and until', () => {
    expect(read('estoy fuera hasta el viernes')[0]).toEqual(['window', { from: '2026-05-19T14:05:00+02:00', to: '2026-05-23T00:00:00+02:00' }]);
    expect(read('¿cuántos correos han llegado desde el jueves pasado?')[0]).toEqual(['window', { from: '2026-05-14T00:00:00+02:00', to: '2026-05-19T14:05:00+02:00' }]);
  });

  it('should read Spanish months, years, seasons and quarters', () => {
    const span = (from: string, to: string) => ['window', { from, to }];
    expect(read('los datos corresponden a marzo de 2015')).toEqual([span('2015-03-01T00:00:00+01:00', '2015-04-01T00:00:00+02:00')]);
    expect(read('en enero del año pasado cambié de trabajo')).toEqual([span('2025-01-01T00:00:00+01:00', '2025-02-01T00:00:00+01:00')]);
    expect(read('en 2019 la empresa contrató a 200 personas')[0]).toEqual(span('2019-01-01T00:00:00+01:00', '2020-01-01T00:00:00+01:00'));
    expect(read('el tercer trimestre de 2024 se cerró con pérdidas')).toEqual([span('2024-07-01T00:00:00+02:00', '2024-10-01T00:00:00+02:00')]);
    expect(read('el cuarto trimestre')).toEqual([span('2026-10-01T00:00:00+02:00', '2027-01-01T00:00:00+01:00')]);
    expect(read('el verano pasado estuvimos en Asturias')).toEqual([span('2025-06-21T00:00:00+02:00', '2025-09-22T00:00:00+02:00')]);
    expect(read('a mediados de 2015 la empresa salió a bolsa')).toEqual([span('2015-01-01T00:00:00+01:00', '2016-01-01T00:00:00+01:00')]);
    expect(read('pon música de los años 90')).toEqual([span('1990-01-01T00:00:00+01:00', '2000-01-01T00:00:00+01:00')]);
  });

  it('should read Spanish weekdays counted in a month and weeks of a day', () => {
    expect(read('el segundo martes del mes que viene')).toEqual([['date', '2026-06-09']]);
    expect(read('el último viernes del mes pasado')).toEqual([['date', '2026-04-24']]);
    expect(read('la semana del 8 de junio')).toEqual([day('2026-06-08', '2026-06-15')]);
  });

  it("should read Spain's and Mexico's holidays, noon and the middle of a month", () => {
    expect(read('el Día de la Hispanidad hay desfile')).toEqual([['date', '2026-10-12']]);
    expect(read('el Día de los Muertos')).toEqual([['date', '2026-11-02']]);
    expect(read('comemos al mediodía')).toEqual([['time', '12:00']]);
    expect(read('a mitad de mes')).toEqual([['date', '2026-05-15']]);
  });

  it('should read Spanish vague counts, "de aquí a" and "a más tardar", and not read "ahora" as an hour', () => {
    expect(read('lo mandé hace unos días')).toEqual([['date', '2026-05-16']]);
    expect(read('de aquí a 15 días')).toEqual([['date', '2026-06-03']]);
    expect(read('a más tardar el viernes')[0]).toEqual(['window', { from: '2026-05-19T14:05:00+02:00', to: '2026-05-23T00:00:00+02:00' }]);
    expect(read('ahora no puedo, te llamo luego')).toEqual([]);
  });

  it('should read a capitalised "Hoy" or "Mañana" in mid-sentence as a title, and "¿" as the start of a sentence', () => {
    expect(read('escucho Hoy por Hoy en la radio')).toEqual([]);
    expect(read('¿Mañana llueve?')).toEqual([['date', '2026-05-20']]);
  });
});

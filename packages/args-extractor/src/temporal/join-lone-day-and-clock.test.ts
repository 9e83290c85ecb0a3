import { describe, expect, it } from 'vitest';
import { findTemporalValues } from './find-temporal-values';

// Tuesday 19 May 2026, 14:05 in Rome.
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

function values(text: string): unknown[] {
  return findTemporalValues(text, clock).map((value) => value.value);
}

describe('joinLoneDayAndClock', () => {
  it('should read one day and one 24-hour clock of the same sentence as one moment', () => {
    expect(values('Your train: London Euston 08:43 to Manchester Piccadilly, Thu 28 May')).toEqual(['2026-05-28T08:43:00+02:00']);
    expect(values('Man Utd v Liverpool - Sun 24 May, KO 16:30')).toEqual(['2026-05-24T16:30:00+02:00']);
    expect(values('Frecciarossa 9521 Milano Centrale 08:35 - Roma Termini, gio 28 mag')).toEqual(['2026-05-28T08:35:00+02:00']);
    expect(values('Renfe 08:35 Madrid - Sevilla, jueves 28 de mayo')).toEqual(['2026-05-28T08:35:00+02:00']);
    expect(values('tomorrow the gate opens at 16:30')).toEqual(['2026-05-20T16:30:00+02:00']);
  });

  it('should read one day and a clock written with its minutes as one moment', () => {
    expect(values("l'autobus di giovedì passa alle 7:40")).toEqual(['2026-05-21T07:40:00+02:00']);
    expect(values('the ferry on Friday sails at 9.30')).toEqual(['2026-05-22T09:30:00+02:00']);
  });

  it('should read one day and an hour without minutes at most three words apart in one clause as one moment', () => {
    expect(values('thu: vet 5pm')).toEqual(['2026-05-21T17:00:00+02:00']);
    expect(values('Halloween parade starts at 6pm')).toEqual(['2026-10-31T18:00:00+01:00']);
    expect(values('venerdì ho la palestra alle 7')).toEqual(['2026-05-22T07:00:00+02:00']);
  });

  it('should read one day and a clock range a few words apart in one clause as that day\'s hours', () => {
    expect(values('Christmas Eve trading hours: 9am–2pm')).toEqual([{ from: '2026-12-24T09:00:00+01:00', to: '2026-12-24T14:00:00+01:00' }]);
    expect(values('the clinic on Friday, usual hours are 9am–1pm')).toHaveLength(2);
  });

  it('should read a day and a range of hours anywhere in its clause as that day\'s hours, and a part of the day with a clock written with its minutes as one moment', () => {
    expect(values('domani il negozio resta aperto tra le 9 e le 13')).toEqual([{ from: '2026-05-20T09:00:00+02:00', to: '2026-05-20T13:00:00+02:00' }]);
    expect(values('stamattina ho parlato con il medico alle 9:30')).toEqual(['2026-05-19T09:30:00+02:00']);
  });

  it('should read a part of the day and a range of hours within it as that part\'s hours', () => {
    expect(values('Stasera siamo al pub dalle 7 alle 10.')).toEqual([{ from: '2026-05-19T19:00:00+02:00', to: '2026-05-19T22:00:00+02:00' }]);
    expect(values('domattina dalle 9 alle 11 riunione')).toEqual([{ from: '2026-05-20T09:00:00+02:00', to: '2026-05-20T11:00:00+02:00' }]);
  });

  it('should leave apart a range of hours after a comma, and a part of the day with an hour without minutes', () => {
    expect(values('venerdì lavoro in ufficio, poi tra le 9 e le 13 vado in palestra')).toHaveLength(2);
    expect(values('stasera su Canale 5 alle 21 il film')).toHaveLength(2);
  });

  it('should leave apart a day and a clock in different sentences, an hour further off or after a comma, and a third expression', () => {
    expect(values('The office opens at 08:30. The audit is on 28 May.')).toEqual(['08:30', '2026-05-28']);
    expect(values('call me at 8, the audit is on 28 May')).toEqual(['08:00', '2026-05-28']);
    expect(values('call me at 8 and then the audit is on 28 May')).toEqual(['08:00', '2026-05-28']);
    expect(values('call me at 8, audit on 28 May')).toEqual(['08:00', '2026-05-28']);
    expect(values('28 May 16:30 and 29 May')).toHaveLength(2);
  });

  it('should read a day with its part and a range of hours in its sentence as that range on that part', () => {
    expect(values('Stasera siamo al pub dalle 7 alle 10.')).toEqual([{ from: '2026-05-19T19:00:00+02:00', to: '2026-05-19T22:00:00+02:00' }]);
    expect(values("this morning from 9 to 11 I'm busy")).toEqual([{ from: '2026-05-19T09:00:00+02:00', to: '2026-05-19T11:00:00+02:00' }]);
  });
});

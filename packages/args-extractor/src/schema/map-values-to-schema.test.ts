import type { JsonSchema } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { extractValues } from '../extract-values';
import { mapValuesToSchema } from './map-values-to-schema';

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

function map(text: string, properties: Record<string, JsonSchema>): Record<string, unknown> {
  return mapValuesToSchema(extractValues(text, clock), { type: 'object', properties }, { text }).args;
}

describe('mapValuesToSchema', () => {
  it('should fill a find_files schema from an Italian request', () => {
    expect(
      map('trova i pdf in home modificati negli ultimi 7 giorni', {
        root: { type: 'string' },
        pattern: { type: 'string' },
        modified_after: { type: 'string', format: 'date-time' },
        query: { type: 'string' },
      }),
    ).toEqual({ root: '~/', pattern: '*.pdf', modified_after: '2026-05-12T14:05:00+02:00' });
  });

  it('should fill arrays with every value and scalars with the first', () => {
    expect(
      map('compare https://a.example and https://b.example', { urls: { type: 'array', items: { type: 'string' } }, url: { type: 'string' } }),
    ).toEqual({ urls: ['https://a.example', 'https://b.example'] });
    expect(map('compare https://a.example and https://b.example', { url: { type: 'string' } })).toEqual({ url: 'https://a.example' });
  });

  it('should give successive numbers to successive numeric properties', () => {
    expect(map('top 5 files larger than 2,5 MB', { limit: { type: 'integer' }, size: { type: 'number' } })).toEqual({ limit: 5, size: 2.5 });
  });

  it('should skip numbers an integer or a range cannot hold', () => {
    expect(map('set the volume to 3,5', { volume: { type: 'integer' } })).toEqual({});
    expect(map('set the volume to 300', { volume: { type: 'integer', maximum: 100 } })).toEqual({});
  });

  it('should give a date the feast of a long weekend ("ponte") and start and end its days', () => {
    const text = 'prenota il ponte di Ognissanti';
    expect(map(text, { date: { type: 'string', format: 'date' } })).toEqual({ date: '2026-11-01' });
    expect(map(text, { start_date: { type: 'string', format: 'date' }, end_date: { type: 'string', format: 'date' } })).toEqual({ start_date: '2026-10-31', end_date: '2026-11-01' });
  });

  it('should give both ends of one window to from and to', () => {
    expect(
      map('emails of the last 24 hours', { since: { type: 'string' }, until: { type: 'string' } }),
    ).toEqual({ since: '2026-05-18T14:05:00+02:00', until: '2026-05-19T14:05:00+02:00' });
    expect(map('questa settimana', { window: { type: 'object' } })).toEqual({
      window: { from: '2026-05-18T00:00:00+02:00', to: '2026-05-19T14:05:00+02:00' },
    });
  });

  it('should fill email recipients, dates and enum words', () => {
    expect(
      map('send the report to Anna@Example.com tomorrow, sorted by size', {
        to: { type: 'string' },
        date: { type: 'string', format: 'date' },
        sort: { type: 'string', enum: ['name', 'size'] },
        body: { type: 'string' },
      }),
    ).toEqual({ to: 'anna@example.com', date: '2026-05-20', sort: 'size' });
  });

  it('should report the values each argument came from', () => {
    const text = 'photos from yesterday';
    const mapped = mapValuesToSchema(extractValues(text, clock), { type: 'object', properties: { day: { type: 'string' } } }, { text });
    expect(mapped.origins.day?.map((origin) => origin.relativeKey)).toEqual(['day:-1']);
  });
});

describe('mapValuesToSchema (temporal shapes)', () => {
  const string = (format?: string): JsonSchema => (format === undefined ? { type: 'string' } : { type: 'string', format });

  it('should give each field the shape it declares', () => {
    const text = 'riunione domani alle 9 per 2 ore';
    expect(
      map(text, { date: string('date'), start_time: string('date-time'), time: string('time'), duration: string('duration'), minutes: { type: 'integer' } }),
    ).toEqual({ date: '2026-05-20', start_time: '2026-05-20T09:00:00+02:00', time: '09:00:00+02:00', duration: 'PT2H', minutes: 120 });
  });

  it('should give both ends of a range to start and end fields', () => {
    expect(map('ferie dal 13 al 15 luglio', { start_date: string('date'), end_date: string('date') })).toEqual({ start_date: '2026-07-13', end_date: '2026-07-15' });
    expect(map('tomorrow from 2pm to 4pm', { start: string('date-time'), end: string('date-time') })).toEqual({
      start: '2026-05-20T14:00:00+02:00',
      end: '2026-05-20T16:00:00+02:00',
    });
  });

  it('should give a time field the clock time that bounds a window', () => {
    expect(map('I need to leave after 11:45', { time: { type: 'string' } })).toEqual({ time: '11:45' });
    expect(map('I want to arrive by 20:30', { time: { type: 'string', format: 'time' } })).toEqual({ time: '20:30:00+02:00' });
  });

  it('should let the meaning of a field choose the past or the next occurrence', () => {
    expect(map('lunedì', { remind_at: string('date') })).toEqual({ remind_at: '2026-05-25' });
    expect(map('lunedì', { modified_after: string('date') })).toEqual({ modified_after: '2026-05-18' });
  });

  it('should give a forward-looking moment the typical time of a part of the day and a backward-looking one its start', () => {
    expect(map('ricordami domani mattina di chiamare Anna', { remind_at: { type: 'string', format: 'date-time' } })).toEqual({ remind_at: '2026-05-20T09:00:00+02:00' });
    expect(map('i file modificati ieri mattina', { modified_after: { type: 'string', format: 'date-time' } })).toEqual({ modified_after: '2026-05-18T06:00:00+02:00' });
  });

  it('should not give a window to recipients and places named to or from', () => {
    expect(map('manda il report a Luca la settimana scorsa', { to: string(), subject: string() })).toEqual({});
    expect(map('treno da Roma a Milano domani', { from: string(), to: string(), date: string('date') })).toEqual({ date: '2026-05-20' });
    expect(map('da ieri a oggi', { from: string('date'), to: string('date') })).toEqual({ from: '2026-05-18', to: '2026-05-19' });
  });

  it('should give a numeric hour the hour of a time of day', () => {
    expect(map('set an alarm at 7:30', { hour: { type: 'integer' }, minute: { type: 'integer' } })).toEqual({ hour: 7, minute: 30 });
  });

  it('should give source and destination paths by role and number ranges by bound', () => {
    expect(map('sposta le foto da ~/Scaricati in ~/Immagini', { destination: string(), source: string() })).toEqual({ destination: '~/Immagini', source: '~/Scaricati' });
    expect(map('file tra 10 e 20 MB', { max_size: { type: 'number' }, min_size: { type: 'number' } })).toEqual({ max_size: 20, min_size: 10 });
  });
});

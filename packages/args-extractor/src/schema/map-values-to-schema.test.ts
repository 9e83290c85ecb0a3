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

import { describe, expect, it } from 'vitest';
import { FastPathError } from '../fast-path-error';
import { createLiteralTable } from './create-literal-table';

describe('createLiteralTable', () => {
  it('should hold every listed phrase under its normalised form', () => {
    const table = createLiteralTable();
    expect(table.get('what time is it')).toEqual({ phrase: 'what time is it', tool: 'get_now', language: 'en' });
    expect(table.get("what's the time")?.tool).toBe('get_now');
    expect(table.get('tell me the time')?.tool).toBe('get_now');
    expect(table.get('che ora è')).toEqual({ phrase: 'che ora è', tool: 'get_now', language: 'it' });
    expect(table.get('che ore sono')?.language).toBe('it');
    expect(table.get('che giorno è oggi')?.tool).toBe('get_date');
    expect(table.get("what's the date")?.tool).toBe('get_date');
    expect(table.get('where am i')?.tool).toBe('get_location');
    expect(table.get('dove sono')?.tool).toBe('get_location');
    expect(table.get('undo')?.tool).toBe('undo_last_turn');
    expect(table.get('annulla')).toEqual({ phrase: 'annulla', tool: 'undo_last_turn', language: 'it' });
  });

  it('should contain no phrase that is not already normalised', () => {
    for (const [phrase, entry] of createLiteralTable()) expect(entry.phrase).toBe(phrase);
  });

  it('should add extra entries and refuse an ambiguous one', () => {
    expect(createLiteralTable([{ phrase: 'Orario?', tool: 'get_now', language: 'it' }]).get('orario')?.tool).toBe('get_now');
    expect(() => createLiteralTable([{ phrase: 'where am I', tool: 'get_now', language: 'en' }])).toThrow(FastPathError);
  });
});

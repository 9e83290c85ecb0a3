import type { JsonSchema } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { classifyProperty, type PropertyRole } from './classify-property';

const strings: JsonSchema = { type: 'array', items: { type: 'string' } };
const targets = (name: string, schema: JsonSchema) => classifyProperty(name, schema).targets;

describe('classifyProperty', () => {
  describe('targets', () => {
    it('should use the format first', () => {
      expect(targets('target', { type: 'string', format: 'uri' })).toEqual(['url']);
      expect(targets('target', { type: 'string', format: 'email' })).toEqual(['email']);
    });

    it('should use name words', () => {
      expect(targets('urls', strings)).toEqual(['url']);
      expect(targets('root_folder', { type: 'string' })).toEqual(['path']);
      expect(targets('modified_after', { type: 'string', format: 'date-time' })).toEqual(['window-from']);
      expect(targets('max_results', { type: 'integer' })).toEqual(['number']);
      expect(targets('glob', { type: 'string' })).toEqual(['pattern']);
      expect(targets('extension', { type: 'string' })).toEqual(['extension']);
    });

    it('should read "to" as an email unless it is a date', () => {
      expect(targets('to', { type: 'string' })).toEqual(['email']);
      expect(targets('to', { type: 'string', format: 'date-time' })).toEqual(['window-to']);
    });

    it('should only offer values the type can hold', () => {
      expect(targets('count', { type: 'string' })).toEqual([]);
      expect(targets('url', { type: 'integer' })).toEqual(['number']);
      expect(targets('window', { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } })).toEqual(['window']);
    });

    it('should offer enum words and nothing for free text', () => {
      expect(targets('sort', { type: 'string', enum: ['name', 'size'] })).toEqual(['enum']);
      expect(targets('query', { type: 'string' })).toEqual([]);
    });
  });

  // One example per rule of the role, each chosen so that deleting that rule changes the answer (ablation).
  describe('role', () => {
    const cases: Array<[string, string, JsonSchema, PropertyRole, { consumerArg?: string }?]> = [
      ['the tool\'s consumer argument', 'items', { type: 'array', items: { type: 'object' } }, 'consumer', { consumerArg: 'items' }],
      ['entries of an earlier step', 'entries', { type: 'array', items: { type: 'object' } }, 'consumer'],
      ['a URL by format, before a destination name', 'target', { type: 'string', format: 'uri' }, 'urls'],
      ['URLs by their items\' format', 'targets', { type: 'array', items: { type: 'string', format: 'uri' } }, 'urls'],
      ['URLs by name', 'links', strings, 'urls'],
      ['a boolean', 'unread_only', { type: 'boolean' }, 'flag'],
      ['a time zone by name', 'tz', { type: 'string' }, 'timezone'],
      ['a time zone as "time" and "zone", before a time', 'time_zone', { type: 'string' }, 'timezone'],
      ['days from today by name', 'offset_days', { type: 'integer' }, 'days-offset'],
      ['days from today by description', 'days', { type: 'integer', description: 'Days to add to today.' }, 'days-offset'],
      ['days back from now', 'modified_within_days', { type: 'integer' }, 'days-within'],
      ['another number', 'max_results', { type: 'integer' }, 'count'],
      ['recipients', 'to', strings, 'recipients'],
      ['a "to" that is a date, not a recipient', 'to', { type: 'string', format: 'date-time' }, 'time'],
      ['a sender', 'from', { type: 'string', description: 'Part of the sender address or name.' }, 'sender'],
      ['a "from" that is a date, not a sender', 'from', { type: 'string', format: 'date' }, 'time'],
      ['files attached', 'attachments', strings, 'paths'],
      ['files acted on', 'paths', strings, 'paths'],
      ['one file name, a string: not a list of paths', 'file', { type: 'string' }, 'labelled'],
      ['a destination', 'destination', { type: 'string' }, 'destination'],
      ['a place', 'folder', { type: 'string' }, 'place'],
      ['a time by name', 'when', { type: 'string' }, 'time'],
      ['a time by format', 'start', { type: 'string', format: 'date' }, 'time'],
      ['a time by description', 'start', { type: 'string', description: 'Start date of the event.' }, 'time'],
      ['a free text', 'title', { type: 'string' }, 'text'],
      ['a name, labelled', 'file_name', { type: 'string' }, 'labelled'],
      ['a labelled text word beside a text word', 'subject_text', { type: 'string' }, 'labelled'],
      ['any other string', 'subject', { type: 'string' }, 'labelled'],
      ['anything else', 'options', { type: 'object' }, 'other'],
    ];
    it.each(cases)('should read %s', (_rule, name, schema, role, options) => {
      expect(classifyProperty(name, schema, options ?? {}).role).toBe(role);
    });
  });

  it('should give the name words and whether the property may hold a time', () => {
    expect(classifyProperty('modifiedWithin_days', { type: 'integer' })).toMatchObject({ words: ['modified', 'within', 'days'], temporal: true, role: 'days-within' });
    expect(classifyProperty('to', strings)).toMatchObject({ words: ['to'], temporal: false, targets: ['email'] });
  });
});

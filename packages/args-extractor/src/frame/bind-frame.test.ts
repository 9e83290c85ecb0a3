import { describe, expect, it } from 'vitest';
import { bindFrame } from './bind-frame';
import { readRequest } from './read-request';

const clock = { now: new Date('2026-11-25T09:30:00Z'), timeZone: 'Europe/Rome' };
const bind = (value: unknown, text: string) => bindFrame(value, readRequest(text, clock));
const roles = (value: unknown, text: string) => bind(value, text).slots.map((slot) => [slot.path.join('.'), slot.role, slot.ordinal, slot.part]);

describe('bindFrame', () => {
  it('should bind source and destination by role, not by the order of their values', () => {
    expect(roles({ from: '~/Documents', to: '~/Downloads', pattern: '*.zip' }, 'sposta i file zip da Documenti a Scaricati')).toEqual([
      ['from', 'source', 0, 'whole'],
      ['to', 'destination', 0, 'whole'],
      ['pattern', 'file_type', 0, 'whole'],
    ]);
  });

  it('should bind a date-time written as wall-clock time, in UTC or with an offset to the same slot', () => {
    const text = 'remind me tomorrow at 9am to call the plumber';
    expect(roles({ due: '2026-11-26T09:00:00' }, text)).toEqual([['due', 'datetime', 0, 'whole']]);
    expect(roles({ due: '2026-11-26T08:00:00.000Z' }, text)).toEqual([['due', 'datetime', 0, 'whole']]);
    expect(roles({ due: '2026-11-26T10:00:00' }, text)).toEqual([]);
  });

  it('should bind parts: a bare extension, a duration in minutes, a capitalised text', () => {
    expect(roles({ extension: 'pdf' }, 'trova i file pdf')).toEqual([['extension', 'file_type', 0, 'bare']]);
    expect(roles({ minutes: 10 }, 'set a timer for 10 minutes')).toEqual([['minutes', 'duration', 0, 'minutes']]);
    expect(roles({ text: 'Call the plumber' }, 'remind me tomorrow at 9am to call the plumber')).toEqual([['text', 'text', 0, 'capitalized']]);
  });

  it('should bind a value inside a longer string with the text around it', () => {
    const binding = bind({ pattern: '*budget*' }, 'find files named budget in Downloads');
    expect(binding.slots).toEqual([{ path: ['pattern'], role: 'name', ordinal: 0, part: 'whole', within: { before: '*', after: '*' }, taught: '*budget*' }]);
  });

  it('should bind inside a longer string only a distinctive value or one set off by symbols', () => {
    // The planner completed "Vasco" to "Vasco Rossi": "Ligabue" must not become "Ligabue Rossi".
    expect(roles({ artist: 'Vasco Rossi' }, "metti un po' di Vasco")).toEqual([]);
    expect(roles({ query: 'from:sara@example.com' }, 'find the emails from sara@example.com')).toEqual([['query', 'sender', 0, 'whole']]);
  });

  it('should keep as constants the values the planner chose', () => {
    const binding = bind({ folder: 'INBOX', limit: 20, from: 'sara@example.com' }, 'find the emails from sara@example.com');
    expect(binding.slots.map((slot) => slot.path[0])).toEqual(['from']);
    expect(binding.frame).toMatchObject([{ role: 'sender', value: 'sara@example.com', text: 'sara@example.com' }]);
  });

  it('should leave a date read inside running text to the text', () => {
    const binding = bind({ to: 'anna@example.com', body: 'Can we move it to Monday?' }, 'send an email to anna@example.com saying can we move it to Monday?');
    expect(binding.frame.map((slot) => slot.role)).toEqual(['recipient', 'body']);
  });
});

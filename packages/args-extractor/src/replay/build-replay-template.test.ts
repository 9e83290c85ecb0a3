import { describe, expect, it } from 'vitest';
import { fixedClock } from '../__fixtures__/find-files-manifest';
import { buildReplayTemplate } from './build-replay-template';

const sources = (args: unknown, request: string) =>
  Object.fromEntries(buildReplayTemplate(args, request, fixedClock).slots.map((slot) => [slot.path.join('.'), slot.source]));

describe('buildReplayTemplate', () => {
  it('should take values the rules read as value slots, window ends and extensions included', () => {
    expect(sources({ root: '~/Downloads', pattern: '*.pdf', since: '2026-05-12T14:05:00+02:00' }, 'find pdf files in ~/Downloads from the last 7 days')).toEqual({
      root: { type: 'value', kind: 'path', ordinal: 0, part: 'whole' },
      pattern: { type: 'value', kind: 'extension', ordinal: 0, part: 'whole' },
      since: { type: 'value', kind: 'window', ordinal: 0, part: 'from' },
    });
    expect(sources({ urls: ['https://a.example', 'https://b.example'] }, 'compare https://a.example and https://b.example')).toEqual({
      'urls.0': { type: 'value', kind: 'url', ordinal: 0, part: 'whole' },
      'urls.1': { type: 'value', kind: 'url', ordinal: 1, part: 'whole' },
    });
  });

  it('should take numbers, names, times and quoted text as word spans', () => {
    expect(sources({ party_size: 1 }, 'prenota un tavolo per uno')).toEqual({ party_size: { type: 'span', start: 4, end: 5, format: 'number' } });
    expect(sources({ to: 'Anna', time: '5pm', text: 'buy milk' }, 'tell Anna at 5pm to "buy milk"')).toEqual({
      to: { type: 'span', start: 1, end: 2, format: 'text' },
      time: { type: 'span', start: 3, end: 4, format: 'text' },
      text: { type: 'span', start: 5, end: 7, format: 'text' },
    });
  });

  it('should tie values derived from words no rule reads to those words, and keep constants as they are', () => {
    const template = buildReplayTemplate({ project: 'metnos-relazioni', limit: 50, recursive: true }, 'cerca le relazioni', fixedClock);
    expect(template.slots).toEqual([{ path: ['project'], taught: 'metnos-relazioni', source: { type: 'span', start: 2, end: 3, format: 'fixed' } }]);
    expect(template.value).toEqual({ project: 'metnos-relazioni', limit: 50, recursive: true });
  });

  it('should read a well-known place by the role of its preposition and its rank', () => {
    const template = buildReplayTemplate({ folder: '~/Downloads', destination: '~/Documents' }, 'sposta i pdf di Scaricati in Documenti', fixedClock);
    expect(template.slots).toEqual([
      { path: ['folder'], taught: '~/Downloads', source: { type: 'place', role: 'from', rank: 0 } },
      { path: ['destination'], taught: '~/Documents', source: { type: 'place', role: 'in', rank: 0 } },
    ]);
  });

  it('should find a URL inside a longer string and the values of every step of a plan', () => {
    const steps = [
      { tool: 'get_urls', args: { urls: ['https://a.example/page'] } },
      { tool: 'send_messages', args: { to: 'bob@example.com', subject: 'Summary of https://a.example/page' } },
    ];
    const template = buildReplayTemplate(steps, 'summarise https://a.example/page and mail it to bob@example.com', fixedClock);
    expect(template.slots.map((slot) => [slot.path.join('.'), slot.source.type, slot.within])).toEqual([
      ['0.args.urls.0', 'value', undefined],
      ['1.args.to', 'value', undefined],
      ['1.args.subject', 'value', { before: 'Summary of ', after: '' }],
    ]);
  });

  it('should return a JSON-serialisable template that does not share the taught value', () => {
    const args = { root: '~/Downloads' };
    const template = buildReplayTemplate(args, 'list ~/Downloads', fixedClock);
    args.root = 'changed';
    expect(JSON.parse(JSON.stringify(template))).toEqual(template);
    expect(template.value).toEqual({ root: '~/Downloads' });
  });
});

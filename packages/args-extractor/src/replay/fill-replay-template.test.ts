import { describe, expect, it } from 'vitest';
import { fixedClock } from '../__fixtures__/find-files-manifest';
import { buildReplayTemplate } from './build-replay-template';
import { fillReplayTemplate } from './fill-replay-template';

const replay = (args: unknown, taught: string, asked: string, options = fixedClock) =>
  fillReplayTemplate(buildReplayTemplate(args, taught, fixedClock), asked, options);

describe('fillReplayTemplate', () => {
  it('should take the values of the request being answered, never those of the taught one', () => {
    expect(replay({ text: 'call mom', time: '5pm' }, 'remind me to call mom next week at 5pm', 'remind me to call mom next week at 6pm')).toMatchObject({
      success: true,
      value: { text: 'call mom', time: '6pm' },
    });
    expect(replay({ minutes: 10 }, 'set a timer for 10 minutes', 'set a timer for 20 minutes')).toMatchObject({ success: true, value: { minutes: 20 } });
    expect(replay({ party_size: 1 }, 'prenota un tavolo per uno', 'prenota un tavolo per sei')).toMatchObject({ success: true, value: { party_size: 6 } });
    expect(replay({ to: 'Anna', text: 'buy milk' }, 'send Anna a message saying "buy milk"', 'send Marco a message saying "call me"')).toMatchObject({
      success: true,
      value: { to: 'Marco', text: 'call me' },
    });
  });

  it('should re-read rule values against the new clock', () => {
    const later = { now: new Date('2026-05-25T08:00:00Z'), timeZone: 'Europe/Rome' };
    const result = replay({ root: '~/Downloads', since: '2026-05-12T14:05:00+02:00' }, 'files in ~/Downloads of the last 7 days', 'files in ~/Desktop of the last 7 days', later);
    expect(result).toMatchObject({ success: true, value: { root: '~/Desktop', since: '2026-05-18T10:00:00+02:00' } });
  });

  it('should miss rather than replay a constant when the value words around it changed', () => {
    expect(replay({ seconds: 600 }, 'set a timer for 10 minutes', 'set a timer for 20 minutes')).toEqual({ success: false, reason: 'values_differ', taught: ['10'], asked: ['20'] });
    expect(replay({ when: '2026-05-26T17:00' }, 'remind me next week at 5pm', 'remind me next week at 6pm')).toMatchObject({ success: false, reason: 'values_differ' });
    expect(replay({ minutes: 10 }, 'set a timer for 10 minutes', 'set a timer for 10 hours')).toMatchObject({ success: false, reason: 'values_differ' });
  });

  it('should miss when a slot cannot be re-read', () => {
    const project = replay({ project: 'metnos-relazioni' }, 'cerca le relazioni', 'cerca le fatture');
    expect(project).toMatchObject({ success: false, reason: 'unreadable', slots: [{ path: ['project'], taught: 'metnos-relazioni' }] });
    // A name re-reads a value, never plain words.
    expect(replay({ from: 'Luca' }, 'any emails from Luca?', 'any emails from the bank?')).toMatchObject({ success: false, reason: 'unreadable' });
    expect(replay({ url: 'https://a.example' }, 'read https://a.example', 'read the page')).toMatchObject({ success: false, reason: 'unreadable' });
    expect(replay({ party_size: 1 }, 'prenota un tavolo per uno', 'prenota un tavolo per molti')).toMatchObject({ success: false, reason: 'unreadable' });
  });

  it('should re-read well-known places by role, in any order, and miss when another place is added', () => {
    const taught = 'sposta i pdf di Scaricati in Documenti';
    const args = { folder: '~/Downloads', destination: '~/Documents' };
    expect(replay(args, taught, 'sposta in Immagini i pdf di Scrivania')).toMatchObject({ success: true, value: { folder: '~/Desktop', destination: '~/Pictures' } });
    expect(replay({ folder: '~/Documents' }, 'trova i pdf nei documenti', 'trova i pdf in scaricati')).toMatchObject({ success: true, value: { folder: '~/Downloads' } });
    expect(replay({ extension: 'pdf' }, 'trova i pdf nei documenti', 'trova i pdf nelle immagini')).toMatchObject({ success: false, reason: 'values_differ' });
  });

  it('should fill exact repeats, punctuated values included', () => {
    for (const [args, text] of [
      [{ date: '2018-12-26' }, 'meetings on 12/26/2018'],
      [{ day: 'Oct. 17' }, 'the Oct. 17 release'],
      [{ version: '2.0' }, 'install version 2.0'],
      [{ date: '2035-08-21' }, 'eventi del 21 agosto , 2035'],
    ] as const) {
      expect(replay(args, text, text)).toMatchObject({ success: true, value: args });
    }
  });

  it('should fill every step of a plan and text around an embedded value', () => {
    const steps = [
      { tool: 'get_urls', args: { urls: ['https://a.example/page'] } },
      { tool: 'send_messages', args: { to: 'bob@example.com', subject: 'Summary of https://a.example/page' } },
    ];
    const template = buildReplayTemplate(steps, 'summarise https://a.example/page and mail it to bob@example.com', fixedClock);
    expect(fillReplayTemplate(template, 'summarise https://b.example/doc and mail it to eve@example.com', fixedClock)).toMatchObject({
      success: true,
      value: [
        { tool: 'get_urls', args: { urls: ['https://b.example/doc'] } },
        { tool: 'send_messages', args: { to: 'eve@example.com', subject: 'Summary of https://b.example/doc' } },
      ],
    });
    expect(template.value).toEqual(steps);
  });
});

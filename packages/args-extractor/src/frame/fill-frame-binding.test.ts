import { describe, expect, it } from 'vitest';
import { bindFrame } from './bind-frame';
import { fillFrameBinding } from './fill-frame-binding';
import { readRequest } from './read-request';

const wednesday = { now: new Date('2026-11-25T09:30:00Z'), timeZone: 'Europe/Rome' };
const replay = (value: unknown, taught: string, asked: string, clock = wednesday) => fillFrameBinding(bindFrame(value, readRequest(taught, wednesday)), readRequest(asked, clock));

describe('fillFrameBinding', () => {
  it('should re-read a relative date-time on the clock of the new request', () => {
    const taught = 'remind me tomorrow at 9am to call the plumber';
    const thursday = { ...wednesday, now: new Date('2026-11-26T07:00:00Z') };
    expect(replay({ due: '2026-11-26T09:00:00', text: 'call the plumber' }, taught, 'remind me tomorrow at 9am to call the plumber', thursday)).toMatchObject({
      success: true,
      value: { due: '2026-11-27T09:00:00', text: 'call the plumber' },
    });
    // "in 30 minutes" asked a day and a month end later is 30 minutes after that clock.
    const monthEnd = { ...wednesday, now: new Date('2026-11-30T22:50:00Z') };
    expect(replay({ due: '2026-11-25T10:00:00Z', text: 'stretch' }, 'remind me in 30 minutes to stretch', 'remind me in 30 minutes to stretch', monthEnd)).toMatchObject({
      success: true,
      value: { due: '2026-11-30T23:20:00Z' },
    });
    // Each filled value says how the new request wrote it: what an intent keyword ("2 hours") names.
    expect(replay({ due: '2026-11-25T10:00:00Z', text: 'stretch' }, 'remind me in 30 minutes to stretch', 'remind me in 2 hours to walk', monthEnd)).toMatchObject({
      success: true,
      slots: [{ path: ['due'], how: 'reread', text: 'in 2 hours' }, { path: ['text'], value: 'walk', how: 'reread', text: 'to walk' }],
    });
  });

  it('should follow swapped source and destination', () => {
    expect(replay({ from: '~/Documents', to: '~/Downloads', pattern: '*.zip' }, 'sposta i file zip da Documenti a Scaricati', 'sposta i file pdf da Scaricati a Documenti')).toMatchObject({
      success: true,
      value: { from: '~/Downloads', to: '~/Documents', pattern: '*.pdf' },
    });
  });

  it('should fill text slots from their own role, keeping the user\'s characters', () => {
    const taught = 'send an email to anna@example.com with subject "Meeting" saying "see you at 5."';
    const value = { to: 'anna@example.com', subject: 'Meeting', body: 'see you at 5.' };
    expect(replay(value, taught, 'send an email to luca@example.com with subject "Budget Q3" saying "Can we move it to Monday?"')).toMatchObject({
      success: true,
      value: { to: 'luca@example.com', subject: 'Budget Q3', body: 'Can we move it to Monday?' },
    });
  });

  it('should miss when the new request carries a slot the plan has no place for', () => {
    const fill = replay({ from: 'sara@example.com' }, 'find the emails from sara@example.com', 'find the emails from sara@example.com with subject "Agenda"');
    expect(fill).toMatchObject({ success: false, reason: 'roles_differ' });
  });

  it('should miss when a slot the plan did not take changes (its constant may not fit)', () => {
    // The planner chose the folder itself; the request named another one.
    const fill = replay({ pattern: '*.pdf', folder: '~/Documents' }, 'trova i file pdf in Scaricati', 'trova i file pdf nei Documenti');
    expect(fill).toMatchObject({ success: false, reason: 'values_differ' });
    expect(replay({ city: 'Rome' }, 'what is the weather today', 'what is the weather today', { ...wednesday, now: new Date('2026-11-26T09:00:00Z') })).toMatchObject({ success: true });
  });

  it('should keep the planner\'s constants and the text around an embedded value', () => {
    expect(replay({ pattern: '*budget*', folder: '~/Downloads', limit: 5 }, 'find files named budget in Downloads', 'find files named invoice in Downloads')).toMatchObject({
      success: true,
      value: { pattern: '*invoice*', folder: '~/Downloads', limit: 5 },
    });
  });
  it('should replay a person taught by name only with a name', () => {
    expect(replay({ from: 'Luca' }, 'any emails from Luca?', 'any emails from Anna?')).toMatchObject({ success: true, value: { from: 'Anna' } });
    expect(replay({ from: 'Luca' }, 'any emails from Luca?', 'any emails from the bank?')).toMatchObject({ success: false, reason: 'unreadable' });
  });

  it('should miss when the words the lexicon does not know differ outside the bound slots', () => {
    expect(replay([{ folder: 'docs', extension: 'pdf' }], 'find the pdf files in docs', 'find the pdf files in src')).toMatchObject({ success: false, reason: 'words_differ' });
    expect(replay([{ folder: 'docs', extension: 'pdf' }], 'find the pdf files in docs', 'please find the zip files in docs')).toMatchObject({ success: true, value: [{ folder: 'docs', extension: 'zip' }] });
  });
});

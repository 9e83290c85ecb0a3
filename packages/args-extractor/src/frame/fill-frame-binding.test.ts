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

  it('should re-read a window back from now as its days, and a date relative to today as its distance from today', () => {
    const files = { folder: '~/Downloads', modified_within_days: 3 };
    expect(replay(files, 'which files did I change in the last 3 days in Downloads?', 'which files did I change in the last 10 days in Downloads?')).toMatchObject({ success: true, value: { modified_within_days: 10 } });
    expect(replay({ folder: '~/Downloads', modified_within_days: 3 }, 'quali file ho modificato negli ultimi 3 giorni in Scaricati?', 'quali file ho modificato negli ultimi 4 giorni in Documenti?')).toMatchObject({ success: true, value: { folder: '~/Documents', modified_within_days: 4 } });
    // A number that is not the window's length is the planner's: another window misses.
    expect(replay({ folder: '~/Downloads', limit: 5 }, 'which files did I change in the last 3 days in Downloads?', 'which files did I change in the last 10 days in Downloads?')).toMatchObject({ success: false, reason: 'values_differ' });
    const thursday = { ...wednesday, now: new Date('2026-11-26T10:30:00Z') };
    expect(replay({ offset_days: 10 }, 'che giorno sarà tra 10 giorni?', 'che giorno era 4 giorni fa?', thursday)).toMatchObject({ success: true, value: { offset_days: -4 } });
    expect(replay({ offset_days: 10 }, 'che giorno sarà tra 10 giorni?', 'che giorno sarà tra due settimane?', thursday)).toMatchObject({ success: true, value: { offset_days: 14 } });
    // A calendar date is no distance the user wrote: a number equal to it stays the planner's, and another date misses.
    expect(replay({ days: 10 }, 'remind me on December 5 to buy a gift', 'remind me on December 6 to buy a gift')).toMatchObject({ success: false, reason: 'values_differ' });
  });

  it('should replay a list of every recipient with every recipient of the new request', () => {
    const mail = { to: ['anna@rossi.it'], subject: 'Lunch?' };
    expect(replay(mail, 'send an email to anna@rossi.it with subject "Lunch?"', 'send an email to marco@verdi.it and sara@example.it with subject "Pizza?"')).toMatchObject({
      success: true,
      value: { to: ['marco@verdi.it', 'sara@example.it'], subject: 'Pizza?' },
      slots: [{ path: ['subject'] }, { path: ['to'], how: 'reread', text: 'marco@verdi.it sara@example.it' }],
    });
    const both = { to: ['anna@rossi.it', 'marco@verdi.it'] };
    expect(replay(both, 'write to anna@rossi.it and marco@verdi.it', 'write to luca@bianchi.it')).toMatchObject({ success: true, value: { to: ['luca@bianchi.it'] } });
    // A list that holds some of the recipients only is no list of every one: another count misses.
    expect(replay({ to: ['anna@rossi.it'], note: 'cc marco@verdi.it' }, 'write to anna@rossi.it and marco@verdi.it', 'write to luca@bianchi.it, anna@rossi.it and marco@verdi.it')).toMatchObject({ success: false, reason: 'roles_differ' });
    // Without a recipient there is nothing to send to.
    expect(replay(mail, 'send an email to anna@rossi.it with subject "Lunch?"', 'send an email with subject "Pizza?"')).toMatchObject({ success: false, reason: 'roles_differ' });
  });

  it('should take "right now" as no value for a plan that takes no time, and as one for a plan that does', () => {
    expect(replay({ timezone: 'Asia/Tokyo' }, 'what time is it in Tokyo?', "what's the time in London right now?")).toMatchObject({ success: true, value: { timezone: 'Europe/London' } });
    expect(replay({ timezone: 'Asia/Tokyo' }, 'what time is it in Tokyo?', 'che ore sono adesso a Londra?')).toMatchObject({ success: true, value: { timezone: 'Europe/London' } });
    // Another moment than now is a value the plan has no place for.
    expect(replay({ timezone: 'Asia/Tokyo' }, 'what time is it in Tokyo?', 'what time will it be in Tokyo tomorrow at 9?')).toMatchObject({ success: false, reason: 'roles_differ' });
    // For a plan that takes a time, "now" is a moment like any other: one more than taught misses.
    expect(replay({ text: 'stretch', when: '2026-11-26T09:00:00+01:00' }, 'remind me tomorrow at 9 to stretch', 'remind me tomorrow at 9 to stretch right now')).toMatchObject({ success: false, reason: 'roles_differ' });
  });
});

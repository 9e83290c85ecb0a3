import { describe, expect, it } from 'vitest';
import { rebindFinalMessage } from './rebind-final-message';

describe('rebindFinalMessage', () => {
  it('should re-bind the folder and the extension a message names, keeping their case and the step references', () => {
    const message = 'Found ${step1.count} PDF files in Documents.';
    expect(
      rebindFinalMessage(message, { taught: [{ folder: '~/Documents', extension: 'pdf' }], current: [{ folder: '~/Downloads', extension: 'txt' }], language: 'en' }),
    ).toBe('Found ${step1.count} TXT files in Downloads.');
  });

  it('should re-bind recipients, subjects and numbers of several steps', () => {
    const message = 'Ho inviato a anna@example.org le ultime 5 fatture con oggetto «Fatture».';
    const taught = [{ max_results: 5 }, { to: ['anna@example.org'], subject: 'Fatture' }];
    const current = [{ max_results: 3 }, { to: ['bo@example.org'], subject: 'Ricevute' }];
    expect(rebindFinalMessage(message, { taught, current, language: 'it' })).toBe('Ho inviato a bo@example.org le ultime 3 fatture con oggetto «Ricevute».');
  });

  it('should leave a message whose values did not change as it is', () => {
    expect(rebindFinalMessage('Moved ${step2.ok_count} mails to Trash.', { taught: [{ destination: 'Trash' }], current: [{ destination: 'Trash' }], language: 'en' })).toBe('Moved ${step2.ok_count} mails to Trash.');
  });

  it('should never rewrite a step reference that spells a value', () => {
    expect(rebindFinalMessage('${step1.folder}: folder', { taught: [{ folder: 'folder' }], current: [{ folder: 'Music' }], language: 'en' })).toBe('${step1.folder}: Music');
  });

  it('should re-bind an ISO date the message repeats, and refuse a date it words', () => {
    const taught = [{ text: 'call Anna', when: '2026-11-29T09:00' }];
    const current = [{ text: 'call Bo', when: '2026-12-01T10:00' }];
    expect(rebindFinalMessage('Reminder set for 2026-11-29T09:00: call Anna.', { taught, current, language: 'en' })).toBe('Reminder set for 2026-12-01T10:00: call Bo.');
    expect(rebindFinalMessage('Reminder set for tomorrow at 9: call Anna.', { taught, current, language: 'en' })).toBeUndefined();
  });

  it('should give up on an empty message or one in another language than the request', () => {
    expect(rebindFinalMessage('', { taught: [], current: [], language: 'en' })).toBeUndefined();
    expect(rebindFinalMessage('Ho trovato ${step1.count} file nella cartella Documenti.', { taught: [{}], current: [{}], language: 'en' })).toBeUndefined();
  });
});

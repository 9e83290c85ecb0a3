import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderCreateRemindersReply } from './render-create-reminders-reply';

const reminder = (when: string) => ({ entries: [{ id: 'r1', text: 'call Anna', when }], ok_count: 1, id: 'r1', text: 'call Anna', when });

describe('renderCreateRemindersReply', () => {
  it('should say the weekday, date and time a reminder fires', () => {
    expect(renderInEveryLanguage(renderCreateRemindersReply, reminder('2026-11-29T09:00'))).toMatchInlineSnapshot(`
      {
        "en": "I'll remind you on Sunday 29 November 2026 at 09:00: call Anna.",
        "es": "Te lo recordaré domingo 29 de noviembre de 2026 a las 09:00: call Anna.",
        "it": "Te lo ricorderò domenica 29 novembre 2026 alle 09:00: call Anna.",
      }
    `);
  });

  it('should read a time with an offset in the user’s zone', () => {
    expect(renderInEveryLanguage(renderCreateRemindersReply, reminder('2026-12-01T17:30:00Z'))).toMatchInlineSnapshot(`
      {
        "en": "I'll remind you on Tuesday 1 December 2026 at 18:30: call Anna.",
        "es": "Te lo recordaré martes 1 de diciembre de 2026 a las 18:30: call Anna.",
        "it": "Te lo ricorderò martedì 1 dicembre 2026 alle 18:30: call Anna.",
      }
    `);
  });

  it('should say the day alone for a reminder without a time', () => {
    expect(renderInEveryLanguage(renderCreateRemindersReply, reminder('2027-01-04'))).toMatchInlineSnapshot(`
      {
        "en": "I'll remind you on Monday 4 January 2027: call Anna.",
        "es": "Te lo recordaré lunes 4 de enero de 2027: call Anna.",
        "it": "Te lo ricorderò lunedì 4 gennaio 2027: call Anna.",
      }
    `);
  });

  it('should say a reminder has no date', () => {
    expect(renderInEveryLanguage(renderCreateRemindersReply, reminder(''))).toMatchInlineSnapshot(`
      {
        "en": "Reminder saved, with no date: call Anna.",
        "es": "Recordatorio guardado, sin fecha: call Anna.",
        "it": "Promemoria salvato, senza data: call Anna.",
      }
    `);
  });
});

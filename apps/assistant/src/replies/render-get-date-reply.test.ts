import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderGetDateReply } from './render-get-date-reply';

const date = (value: string, offset_days: number) => ({ date: value, weekday: 'unused', timezone: 'UTC', offset_days });

describe('renderGetDateReply', () => {
  it('should read today, tomorrow and yesterday as words', () => {
    expect(renderInEveryLanguage(renderGetDateReply, date('2026-11-28', 0))).toMatchInlineSnapshot(`
      {
        "en": "Today is Saturday 28 November 2026.",
        "es": "Hoy es sábado 28 de noviembre de 2026.",
        "it": "Oggi è sabato 28 novembre 2026.",
      }
    `);
    expect(renderInEveryLanguage(renderGetDateReply, date('2026-11-29', 1))).toMatchInlineSnapshot(`
      {
        "en": "Tomorrow is Sunday 29 November 2026.",
        "es": "Mañana es domingo 29 de noviembre de 2026.",
        "it": "Domani è domenica 29 novembre 2026.",
      }
    `);
    expect(renderInEveryLanguage(renderGetDateReply, date('2026-11-27', -1))).toMatchInlineSnapshot(`
      {
        "en": "Yesterday was Friday 27 November 2026.",
        "es": "Ayer fue viernes 27 de noviembre de 2026.",
        "it": "Ieri era venerdì 27 novembre 2026.",
      }
    `);
  });

  it('should read days further away in the right tense', () => {
    expect(renderInEveryLanguage(renderGetDateReply, date('2026-12-08', 10))).toMatchInlineSnapshot(`
      {
        "en": "In 10 days it will be Tuesday 8 December 2026.",
        "es": "Dentro de 10 días será martes 8 de diciembre de 2026.",
        "it": "Tra 10 giorni sarà martedì 8 dicembre 2026.",
      }
    `);
    expect(renderInEveryLanguage(renderGetDateReply, date('2026-11-25', -3))).toMatchInlineSnapshot(`
      {
        "en": "3 days ago it was Wednesday 25 November 2026.",
        "es": "Hace 3 días fue miércoles 25 de noviembre de 2026.",
        "it": "3 giorni fa era mercoledì 25 novembre 2026.",
      }
    `);
    expect(renderInEveryLanguage(renderGetDateReply, date('2026-11-30', 2))).toMatchInlineSnapshot(`
      {
        "en": "In 2 days it will be Monday 30 November 2026.",
        "es": "Pasado mañana será lunes 30 de noviembre de 2026.",
        "it": "Dopodomani sarà lunedì 30 novembre 2026.",
      }
    `);
  });
});

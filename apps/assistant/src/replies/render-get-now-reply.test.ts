import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderGetNowReply } from './render-get-now-reply';

describe('renderGetNowReply', () => {
  it('should say the time and the day', () => {
    expect(renderInEveryLanguage(renderGetNowReply, { time: '13:05', date: '2026-11-28', weekday: 'Saturday', timezone: 'Europe/Rome', iso: '2026-11-28T12:05:00.000Z' })).toMatchInlineSnapshot(`
      {
        "en": "It's 13:05.",
        "es": "Son las 13:05.",
        "it": "Sono le 13:05.",
      }
    `);
  });
});

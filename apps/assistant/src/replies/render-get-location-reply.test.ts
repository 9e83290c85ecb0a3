import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderGetLocationReply } from './render-get-location-reply';

describe('renderGetLocationReply', () => {
  it('should say where the user is', () => {
    expect(renderInEveryLanguage(renderGetLocationReply, { label: 'Bologna', location: 'Bologna', latitude: null, longitude: null })).toMatchInlineSnapshot(`
      {
        "en": "You are in Bologna.",
        "es": "Estás en Bologna.",
        "it": "Sei a Bologna.",
      }
    `);
  });
});

import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderGetUrlsReply } from './render-get-urls-reply';

const page = (url: string, title: string, text = '') => ({ url, final_url: url, status: 200, content_type: 'text/html', title, text, bytes: 10, truncated: false });

describe('renderGetUrlsReply', () => {
  it('should show one page by title and text', () => {
    expect(renderInEveryLanguage(renderGetUrlsReply, { entries: [page('https://example.org/', 'Example', 'Some text.')], ok_count: 1 })).toMatchInlineSnapshot(`
      {
        "en": "“Example” (https://example.org/):
      Some text.",
        "es": "«Example» (https://example.org/):
      Some text.",
        "it": "«Example» (https://example.org/):
      Some text.",
      }
    `);
  });

  it('should count several pages by title and address', () => {
    expect(renderInEveryLanguage(renderGetUrlsReply, { entries: [page('https://a.example/', 'A'), page('https://b.example/', '')], ok_count: 2 })).toMatchInlineSnapshot(`
      {
        "en": "Downloaded 2 pages: “A” (https://a.example/) and https://b.example/.",
        "es": "He descargado 2 páginas: «A» (https://a.example/) y https://b.example/.",
        "it": "Ho scaricato 2 pagine: «A» (https://a.example/) e https://b.example/.",
      }
    `);
  });
});

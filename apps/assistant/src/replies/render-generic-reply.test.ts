import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderGenericReply } from './render-generic-reply';

describe('renderGenericReply', () => {
  it('should reply with a tool’s text and never its field names', () => {
    expect(renderInEveryLanguage(renderGenericReply, { text: 'It is sunny.', temperature_c: 21 })).toMatchInlineSnapshot(`
      {
        "en": "It is sunny.",
        "es": "It is sunny.",
        "it": "It is sunny.",
      }
    `);
    expect(renderInEveryLanguage(renderGenericReply, { temperature_c: 21 })).toMatchInlineSnapshot(`
      {
        "en": "Done.",
        "es": "Hecho.",
        "it": "Fatto.",
      }
    `);
  });

  it('should count and name results', () => {
    expect(renderInEveryLanguage(renderGenericReply, { entries: [{ title: 'One' }] })).toMatchInlineSnapshot(`
      {
        "en": "1 result: One.",
        "es": "1 resultado: One.",
        "it": "1 risultato: One.",
      }
    `);
    expect(renderInEveryLanguage(renderGenericReply, { entries: [{ title: 'One' }, { name: 'Two' }] })).toMatchInlineSnapshot(`
      {
        "en": "2 results: One and Two.",
        "es": "2 resultados: One y Two.",
        "it": "2 risultati: One e Two.",
      }
    `);
    expect(renderInEveryLanguage(renderGenericReply, { entries: [] })).toMatchInlineSnapshot(`
      {
        "en": "No results.",
        "es": "Ningún resultado.",
        "it": "Nessun risultato.",
      }
    `);
  });
});

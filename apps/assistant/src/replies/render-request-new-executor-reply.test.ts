import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderRequestNewExecutorReply } from './render-request-new-executor-reply';

describe('renderRequestNewExecutorReply', () => {
  it('should say the capability is missing and was noted', () => {
    expect(renderInEveryLanguage(renderRequestNewExecutorReply, { id: 'x', recorded: true, description: 'book a table' })).toMatchInlineSnapshot(`
      {
        "en": "I can't do that yet; I noted the request so it can be built: book a table.",
        "es": "Todavía no sé hacerlo; he anotado la petición para que se pueda construir: book a table.",
        "it": "Non so ancora farlo; ho annotato la richiesta perché si possa costruire: book a table.",
      }
    `);
  });
});

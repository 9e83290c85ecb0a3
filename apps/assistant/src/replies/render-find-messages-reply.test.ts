import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderFindMessagesReply } from './render-find-messages-reply';

const message = (subject: string, from: string) => ({ id: subject, folder: 'INBOX', path: `/mail/cur/${subject}`, subject, from, date: '', unread: true, snippet: '' });

describe('renderFindMessagesReply', () => {
  it('should count the messages in the folder by subject and sender', () => {
    expect(renderInEveryLanguage(renderFindMessagesReply, { entries: [message('Invoice', 'shop@example.org')], count: 1, folder: 'INBOX' })).toMatchInlineSnapshot(`
      {
        "en": "Found 1 message in INBOX: “Invoice” from shop@example.org.",
        "es": "He encontrado 1 mensaje en INBOX: «Invoice» de shop@example.org.",
        "it": "Ho trovato 1 messaggio in INBOX: «Invoice» da shop@example.org.",
      }
    `);
    expect(
      renderInEveryLanguage(renderFindMessagesReply, { entries: [message('A', 'a@example.org'), message('B', 'b@example.org'), message('C', 'c@example.org'), message('D', 'd@example.org')], count: 4, folder: 'Archive' }),
    ).toMatchInlineSnapshot(`
      {
        "en": "Found 4 messages in Archive: “A” from a@example.org, “B” from b@example.org, “C” from c@example.org and 1 more.",
        "es": "He encontrado 4 mensajes en Archive: «A» de a@example.org, «B» de b@example.org, «C» de c@example.org y uno más.",
        "it": "Ho trovato 4 messaggi in Archive: «A» da a@example.org, «B» da b@example.org, «C» da c@example.org e un altro.",
      }
    `);
  });

  it('should say none were found in the folder', () => {
    expect(renderInEveryLanguage(renderFindMessagesReply, { entries: [], count: 0, folder: 'INBOX' })).toMatchInlineSnapshot(`
      {
        "en": "No messages found in INBOX.",
        "es": "No he encontrado ningún mensaje en INBOX.",
        "it": "Nessun messaggio trovato in INBOX.",
      }
    `);
  });
});

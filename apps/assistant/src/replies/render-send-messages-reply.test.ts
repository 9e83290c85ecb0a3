import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderSendMessagesReply } from './render-send-messages-reply';

describe('renderSendMessagesReply', () => {
  it('should say to whom a mail went', () => {
    expect(renderInEveryLanguage(renderSendMessagesReply, { entries: [{ to: ['anna@example.org', 'bo@example.org'], subject: 'Dinner', message_id: '<x>' }], ok_count: 1, delivery: 'smtp' })).toMatchInlineSnapshot(`
      {
        "en": "Sent “Dinner” to anna@example.org and bo@example.org.",
        "es": "He enviado «Dinner» a anna@example.org y bo@example.org.",
        "it": "Ho inviato «Dinner» a anna@example.org e bo@example.org.",
      }
    `);
  });

  it('should say a mail waits in the outbox when no server is configured', () => {
    expect(renderInEveryLanguage(renderSendMessagesReply, { entries: [{ to: ['anna@example.org'], subject: 'Dinner', path: '/outbox/x.eml', message_id: '<x>' }], ok_count: 1, delivery: 'outbox' })).toMatchInlineSnapshot(`
      {
        "en": "Saved “Dinner” to anna@example.org in the outbox: no mail server is configured, so it has not left yet.",
        "es": "He dejado «Dinner» para anna@example.org en la bandeja de salida: no hay ningún servidor de correo configurado, así que aún no ha salido.",
        "it": "Ho messo «Dinner» per anna@example.org nella posta in uscita: non c'è un server di posta configurato, quindi non è ancora partito.",
      }
    `);
  });
});

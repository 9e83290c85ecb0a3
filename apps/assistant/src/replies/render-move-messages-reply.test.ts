import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderMoveMessagesReply } from './render-move-messages-reply';

const moved = (count: number) => ({ entries: Array.from({ length: count }, (_, index) => ({ id: `m${index}`, from: `/mail/cur/m${index}`, to: `/mail/.Trash/cur/m${index}:2,`, path: '' })), ok_count: count, destination: 'Trash' });

describe('renderMoveMessagesReply', () => {
  it('should say how many messages went from which folder to which', () => {
    expect(renderInEveryLanguage(renderMoveMessagesReply, moved(1), { entries: [{ id: 'm0', folder: 'INBOX' }], destination: 'Trash' })).toMatchInlineSnapshot(`
      {
        "en": "Moved 1 message from INBOX to Trash.",
        "es": "He movido 1 mensaje de INBOX a Trash.",
        "it": "Ho spostato 1 messaggio da INBOX a Trash.",
      }
    `);
    expect(renderInEveryLanguage(renderMoveMessagesReply, moved(3), { ids: ['m0', 'm1', 'm2'], folder: 'Archive', destination: 'Trash' })).toMatchInlineSnapshot(`
      {
        "en": "Moved 3 messages from Archive to Trash.",
        "es": "He movido 3 mensajes de Archive a Trash.",
        "it": "Ho spostato 3 messaggi da Archive a Trash.",
      }
    `);
  });

  it('should say nothing moved', () => {
    expect(renderInEveryLanguage(renderMoveMessagesReply, moved(0), { destination: 'Trash' })).toMatchInlineSnapshot(`
      {
        "en": "No messages were moved.",
        "es": "No se ha movido ningún mensaje.",
        "it": "Nessun messaggio è stato spostato.",
      }
    `);
  });
});

import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderUndoLastTurnReply } from './render-undo-last-turn-reply';

const undone = (entries: Array<Record<string, unknown>>) => ({ undone: true, undone_count: entries.length, entries, turn_id: 't', turn_at: '2026-11-28T11:57:00.000Z', description: '' });
const fileBack = (name: string) => ({ kind: 'move_file', from: `/home/ada/Archive/${name}`, to: `/home/ada/Downloads/${name}`, path: `/home/ada/Downloads/${name}` });

describe('renderUndoLastTurnReply', () => {
  it('should name the file it moved back, where, and which turn it undid', () => {
    expect(renderInEveryLanguage(renderUndoLastTurnReply, undone([fileBack('report.pdf')]))).toMatchInlineSnapshot(`
      {
        "en": "I undid the turn of 12:57 (3 minutes ago): report.pdf is back in ~/Downloads.",
        "es": "He deshecho el turno de las 12:57 (hace 3 minutos): report.pdf vuelve a estar en ~/Downloads.",
        "it": "Ho annullato il turno delle 12:57 (3 minuti fa): report.pdf è di nuovo in ~/Downloads.",
      }
    `);
  });

  it('should count files, messages and name reminders it reverted', () => {
    expect(
      renderInEveryLanguage(
        renderUndoLastTurnReply,
        undone([fileBack('a.pdf'), fileBack('b.pdf'), { kind: 'move_message', from: '/mail/.Trash/cur/m1:2,', to: '/mail/cur/m1:2,' }, { kind: 'create_reminder', id: 'r', text: 'call Anna' }]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "en": "I undid the turn of 12:57 (3 minutes ago): 2 files are back in ~/Downloads (a.pdf and b.pdf), 1 message is back in INBOX and the reminder “call Anna” is removed.",
        "es": "He deshecho el turno de las 12:57 (hace 3 minutos): 2 archivos vuelven a estar en ~/Downloads (a.pdf y b.pdf), 1 mensaje vuelve a estar en INBOX y el recordatorio «call Anna» se ha eliminado.",
        "it": "Ho annullato il turno delle 12:57 (3 minuti fa): 2 file sono di nuovo in ~/Downloads (a.pdf e b.pdf), 1 messaggio è di nuovo in INBOX e il promemoria «call Anna» è rimosso.",
      }
    `);
  });

  it('should say it undid the last turn when the turn’s time is unknown', () => {
    expect(renderInEveryLanguage(renderUndoLastTurnReply, { ...undone([fileBack('report.pdf')]), turn_at: '' })).toMatchInlineSnapshot(`
      {
        "en": "I undid the last turn: report.pdf is back in ~/Downloads.",
        "es": "He deshecho el último turno: report.pdf vuelve a estar en ~/Downloads.",
        "it": "Ho annullato l'ultimo turno: report.pdf è di nuovo in ~/Downloads.",
      }
    `);
  });

  it('should say there was nothing to undo', () => {
    expect(renderInEveryLanguage(renderUndoLastTurnReply, { undone: false, undone_count: 0, entries: [], description: '' })).toMatchInlineSnapshot(`
      {
        "en": "There is nothing to undo.",
        "es": "No hay nada que deshacer.",
        "it": "Non c'è nulla da annullare.",
      }
    `);
  });
});

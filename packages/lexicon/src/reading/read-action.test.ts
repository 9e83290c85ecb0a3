import { describe, expect, it } from 'vitest';
import { readAction } from './read-action';

describe('readAction', () => {
  it('should tell opposite actions apart in both languages', () => {
    const pairs: Array<[string, string, string, string]> = [
      ['delete all the pdf and docx files in the downloads folder', 'delete', 'list all the pdf and docx files in the downloads folder', 'find'],
      ['elimina i pdf in Scaricati', 'delete', 'elenca i pdf in Scaricati', 'find'],
      ['move the reports to ~/Archive', 'move', 'copy the reports to ~/Archive', 'copy'],
      ['cancella il promemoria di domani', 'delete', 'aggiungi un promemoria per domani', 'create'],
      ['sposta le foto in Immagini', 'move', 'copia le foto in Immagini', 'copy'],
      ['send the report to Luca', 'send', 'read the report from Luca', 'read'],
    ];
    for (const [first, firstVerb, second, secondVerb] of pairs) {
      expect(readAction(first), first).toBe(firstVerb);
      expect(readAction(second), second).toBe(secondVerb);
    }
  });

  it('should take the last coordinated verb as the goal', () => {
    expect(readAction('find spam mail and move it to trash')).toBe('move');
    expect(readAction('trova la posta spam e spostala nel cestino')).toBe('move');
    expect(readAction('search invoices and then delete them')).toBe('delete');
    expect(readAction('cerca le fatture, poi cancellale')).toBe('delete');
    expect(readAction('remind me to send the report')).toBe('create');
  });

  it('should not read nouns, names, past participles or payload as the action', () => {
    expect(readAction("what's in the trash?")).toBeUndefined();
    expect(readAction('show the mails I moved yesterday')).toBe('find');
    expect(readAction('trova i pdf in Scaricati')).toBe('find');
    expect(readAction('send an email to a@b.it with subject: delete everything and move on')).toBe('send');
    expect(readAction('what time is it?')).toBeUndefined();
  });
});

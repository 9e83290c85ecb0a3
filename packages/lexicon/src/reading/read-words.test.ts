import { describe, expect, it } from 'vitest';
import { readWords } from './read-words';

describe('readWords', () => {
  it('should read verb, object and places of short it/en requests', () => {
    const italian = readWords('sposta i pdf di Scaricati in Documenti');
    expect([italian.action, italian.object]).toEqual(['move', 'files']);
    expect(italian.places.map((place) => [place.value, place.preposition])).toEqual([['~/Downloads', 'di'], ['~/Documents', 'in']]);
    const english = readWords('find the pdf files in my Documents folder');
    expect([english.action, english.object, english.places[0]?.value]).toEqual(['find', 'files', '~/Documents']);
  });

  it('should read verb, object, places and negation of Spanish requests, clitics and accents included', () => {
    const move = readWords('busca los pdf en Descargas y muévelos a la papelera');
    expect([move.action, move.object]).toEqual(['move', 'files']);
    expect(move.places.map((place) => place.value)).toEqual(['~/Downloads', 'Trash']);
    const remind = readWords('recuérdame llamar a Luca');
    expect([remind.action, remind.object]).toEqual(['create', 'reminders']);
    expect([readWords('envíamelo').action, readWords('bórralos').action]).toEqual(['send', 'delete']);
    const negated = readWords('no borres los correos');
    expect([negated.action, negated.object, negated.negated]).toEqual(['delete', 'messages', true]);
    // A request put as a question in the tú present: "¿me buscas…?", "¿me mandas…?".
    expect([readWords('¿me buscas los pdf de Documentos?').action, readWords('¿me mandas el informe?').action]).toEqual(['find', 'send']);
  });

  it('should let a verb form imply its object and a verb give a default one', () => {
    expect(readWords('ricordami di mandare la mail a Luca')).toMatchObject({ action: 'create', object: 'reminders', objectSource: 'implied' });
    expect(readWords('annulla')).toMatchObject({ action: 'undo', object: 'last_turn', objectSource: 'default' });
    expect(readWords('email luca@example.com the report')).toMatchObject({ action: 'send', object: 'messages' });
    expect(readWords('scarica https://example.com')).toMatchObject({ action: 'get', object: 'urls', objectSource: 'literal' });
  });

  it('should read verbless questions through their nouns, weak ones last', () => {
    expect(readWords('what time is it?')).toMatchObject({ action: undefined, object: 'now' });
    expect(readWords('che ore sono a Tokyo?')).toMatchObject({ action: undefined, object: 'now' });
    expect(readWords('dove mi trovo')).toMatchObject({ action: undefined, object: 'location' });
    expect(readWords('dove sono i miei pdf?')).toMatchObject({ object: 'files' });
    expect(readWords('che giorno è oggi')).toMatchObject({ object: 'date' });
  });

  it('should read a folder noun after a place as the place, a folder as holding files, and a quoted path as files', () => {
    const english = readWords('move ~/a.pdf into my Documents folder');
    expect([english.object, english.places.map((place) => place.value), english.words.find((word) => word.text === 'folder')?.role]).toEqual(['files', ['~/Documents'], 'place']);
    expect(readWords("fammi vedere cosa c'è in Scaricati")).toMatchObject({ object: 'files', objectSource: 'default' });
    expect(readWords('move "~/My Notes/todo.txt" to the Desktop')).toMatchObject({ action: 'move', object: 'files', objectSource: 'literal' });
  });

  it('should read a verbless object noun before a colon as a heading that creates it, with the rest as payload', () => {
    const reading = readWords('promemoria per giovedì: pagare il meccanico');
    expect([reading.action, reading.actions, reading.object]).toEqual(['create', ['create'], 'reminders']);
    expect(reading.words.filter((word) => word.payload === true).map((word) => word.text)).toEqual(['pagare', 'il', 'meccanico']);
    expect(readWords("don't let me forget to buy bread")).toMatchObject({ action: 'create', object: 'reminders', negated: false });
    expect(readWords('scrivi una mail a luca@example.com con oggetto Ciao')).toMatchObject({ action: 'send', object: 'messages' });
  });

  it('should read asking whether an action is fine, or whether it was done, as hypothetical', () => {
    expect(readWords('is it ok to move ~/a.pdf to Documents?').hypothetical).toBe(true);
    expect(readWords('did you send an email to bob@example.com with subject Hi?').hypothetical).toBe(true);
    expect(readWords('va bene se sposto ~/a.pdf in Documenti?').hypothetical).toBe(true);
    expect(readWords('could you move ~/a.pdf to Documents?').hypothetical).toBe(false);
  });

  it('should report multi-step chains, negation and hypothetical questions', () => {
    expect(readWords('trova i pdf e spostali in Documenti').actions).toEqual(['find', 'move']);
    expect(readWords("don't delete the files").negated).toBe(true);
    expect(readWords('non cancellare i file').negated).toBe(true);
    expect(readWords('delete the files').negated).toBe(false);
    expect(readWords('how do I delete old files?').hypothetical).toBe(true);
    expect(readWords('posso cancellare i file vecchi?').hypothetical).toBe(true);
    expect(readWords('puoi cancellare i file vecchi?').hypothetical).toBe(false);
  });

  it('should read qualifiers and mailboxes', () => {
    const reading = readWords('mostrami le email non lette nella posta in arrivo');
    expect(reading).toMatchObject({ action: 'find', object: 'messages', qualifiers: ['unread'] });
    expect(reading.places.map((place) => place.value)).toEqual(['INBOX']);
    expect(readWords('move the spam emails to the trash').places.map((place) => place.value)).toEqual(['Trash']);
  });

  it('should read light verbs by their object, broader objects and unknown imperatives', () => {
    expect(readWords('metti un promemoria alle 8 per uscire')).toMatchObject({ action: 'create', object: 'reminders' });
    expect(readWords('metti ~/a.png nella cartella Immagini')).toMatchObject({ action: 'move', object: 'files' });
    expect(readWords('cerca le foto jpg in Immagini').object).toBe('files');
    expect(readWords('cerca le foto in Immagini').object).toBe('photos');
    expect(readWords('zip the pdfs in Documents')).toMatchObject({ action: undefined, unknownAction: 'zip' });
    expect(readWords('pdf in Scaricati').unknownAction).toBeUndefined();
  });

  it('should not take a verb after a subject or a perfect auxiliary for the request, unless it is asked about', () => {
    expect(readWords('what files did I change last week?').action).toBeUndefined();
    expect(readWords('ho spostato i file').action).toBeUndefined();
    expect(readWords('how do I move ~/a.pdf?')).toMatchObject({ action: 'move', hypothetical: true });
    expect(readWords('can you move ~/a.pdf to ~/b?')).toMatchObject({ action: 'move', hypothetical: false });
  });
});

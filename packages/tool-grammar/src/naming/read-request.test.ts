import { describe, expect, it } from 'vitest';
import { readRequest } from './read-request';

describe('readRequest', () => {
  it('should read verb, object and places of short it/en requests', () => {
    const italian = readRequest('sposta i pdf di Scaricati in Documenti');
    expect([italian.action, italian.object]).toEqual(['move', 'files']);
    expect(italian.places.map((place) => [place.value, place.preposition])).toEqual([['~/Downloads', 'di'], ['~/Documents', 'in']]);
    const english = readRequest('find the pdf files in my Documents folder');
    expect([english.action, english.object, english.places[0]?.value]).toEqual(['find', 'files', '~/Documents']);
  });

  it('should let a verb form imply its object and a verb give a default one', () => {
    expect(readRequest('ricordami di mandare la mail a Luca')).toMatchObject({ action: 'create', object: 'reminders', objectSource: 'implied' });
    expect(readRequest('annulla')).toMatchObject({ action: 'undo', object: 'last_turn', objectSource: 'default' });
    expect(readRequest('email luca@example.com the report')).toMatchObject({ action: 'send', object: 'messages' });
    expect(readRequest('scarica https://example.com')).toMatchObject({ action: 'get', object: 'urls', objectSource: 'literal' });
  });

  it('should read verbless questions through their nouns, weak ones last', () => {
    expect(readRequest('what time is it?')).toMatchObject({ action: undefined, object: 'now' });
    expect(readRequest('che ore sono a Tokyo?')).toMatchObject({ action: undefined, object: 'now' });
    expect(readRequest('dove mi trovo')).toMatchObject({ action: undefined, object: 'location' });
    expect(readRequest('dove sono i miei pdf?')).toMatchObject({ object: 'files' });
    expect(readRequest('che giorno è oggi')).toMatchObject({ object: 'date' });
  });

  it('should report multi-step chains, negation and hypothetical questions', () => {
    expect(readRequest('trova i pdf e spostali in Documenti').actions).toEqual(['find', 'move']);
    expect(readRequest("don't delete the files").negated).toBe(true);
    expect(readRequest('non cancellare i file').negated).toBe(true);
    expect(readRequest('delete the files').negated).toBe(false);
    expect(readRequest('how do I delete old files?').hypothetical).toBe(true);
    expect(readRequest('posso cancellare i file vecchi?').hypothetical).toBe(true);
    expect(readRequest('puoi cancellare i file vecchi?').hypothetical).toBe(false);
  });

  it('should read qualifiers and mailboxes', () => {
    const reading = readRequest('mostrami le email non lette nella posta in arrivo');
    expect(reading).toMatchObject({ action: 'find', object: 'messages', qualifiers: ['unread'] });
    expect(reading.places.map((place) => place.value)).toEqual(['INBOX']);
    expect(readRequest('move the spam emails to the trash').places.map((place) => place.value)).toEqual(['Trash']);
  });
});

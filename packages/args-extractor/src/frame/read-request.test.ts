import { describe, expect, it } from 'vitest';
import { readWords } from '@metnos/lexicon';
import { readRequest } from './read-request';

const clock = { now: new Date('2026-11-25T09:30:00Z'), timeZone: 'Europe/Rome' };
const slotsOf = (text: string, options = {}) => readRequest(text, { ...clock, ...options }).slots.map((slot) => [slot.role, slot.value]);

describe('readRequest', () => {
  it('should read the language, the goal verb and object, and the values once, on the turn clock', () => {
    const frame = readRequest('ricordami domani alle 9 di chiamare Luca', clock);
    expect(frame.language).toBe('it');
    expect([frame.reading.action, frame.reading.object]).toEqual(['create', 'reminders']);
    expect(frame.values.map((value) => [value.kind, value.value])).toEqual([['datetime', '2026-11-26T09:00:00+01:00']]);
    expect(frame.slots.map((slot) => [slot.role, slot.value])).toEqual([['datetime', '2026-11-26T09:00:00+01:00'], ['text', 'chiamare Luca']]);
  });

  it('should read a Spanish request into the same frame: verb, object and slots by role', () => {
    const frame = (text: string) => {
      const read = readRequest(text, clock);
      return [read.language, read.reading.action, read.reading.object, read.slots.map((slot) => [slot.role, slot.value])];
    };
    expect(frame('mueve notas.txt de Documentos a Descargas')).toEqual([
      'es', 'move', 'files', [['path', 'notas.txt'], ['source', '~/Documents'], ['destination', '~/Downloads']],
    ]);
    expect(frame('envía un correo a luca@example.com con asunto Agenda')).toEqual([
      'es', 'send', 'messages', [['recipient', 'luca@example.com'], ['subject', 'Agenda']],
    ]);
    expect(frame('busca archivos pdf en Descargas')).toEqual(['es', 'find', 'files', [['file_type', '*.pdf'], ['destination', '~/Downloads']]]);
    expect(frame('recuérdame llamar a Luca')).toEqual(['es', 'create', 'reminders', [['text', 'llamar a Luca']]]);
    expect(frame('recuérdame que compre leche')).toEqual(['es', 'create', 'reminders', [['text', 'compre leche']]]);
    expect(frame('busca los correos de Marco')).toEqual(['es', 'find', 'messages', [['sender', 'Marco']]]);
    expect(frame('mueve los archivos zip de Descargas a la papelera')).toEqual([
      'es', 'move', 'files', [['file_type', '*.zip'], ['source', '~/Downloads'], ['destination', 'Trash']],
    ]);
  });

  it('should read Spanish number words as quantities through the lexicon', () => {
    expect(slotsOf('muestra los últimos tres correos')).toEqual([['quantity', 3]]);
    expect(slotsOf('busca veinte archivos pdf')).toEqual([['quantity', 20], ['file_type', '*.pdf']]);
    expect(readRequest('manda un correo a ana@rossi.es con asunto "Factura 31" y texto "Pagada"', clock).slots.map((slot) => [slot.role, slot.value, slot.within])).toEqual([
      ['recipient', 'ana@rossi.es', undefined],
      ['subject', 'Factura 31', undefined],
      ['quantity', 31, 'subject'],
      ['body', 'Pagada', undefined],
    ]);
  });

  it('should keep the language it is given', () => {
    expect(readRequest('undo', { ...clock, language: 'it' }).language).toBe('it');
  });

  it('should give a sender address and a quoted subject their own slots', () => {
    expect(slotsOf('find the emails from sara@example.com with subject "Agenda"')).toEqual([
      ['sender', 'sara@example.com'],
      ['subject', 'Agenda'],
    ]);
    // A number inside a quoted subject is the subject's own ("Fattura n. 31"), not a value of the request...
    const quoted = readRequest('manda una mail a anna@rossi.it con oggetto "Fattura n. 31" e testo "Pagata ieri: grazie!"', clock).slots;
    expect(quoted.map((slot) => [slot.role, slot.value, slot.within])).toEqual([
      ['recipient', 'anna@rossi.it', undefined],
      ['subject', 'Fattura n. 31', undefined],
      ['quantity', 31, 'subject'],
      ['body', 'Pagata ieri: grazie!', undefined],
    ]);
    // ...while a number outside the quotes stays one ("the last 5 emails").
    expect(slotsOf('show me the last 5 emails with subject "Budget"')).toEqual([['quantity', 5], ['subject', 'Budget']]);
  });

  it('should read a sender by name after "di" only when it is a name', () => {
    expect(slotsOf('cerca le mail di Marco')).toEqual([['sender', 'Marco']]);
    expect(slotsOf('cerca le mail di lavoro')).toEqual([['text', 'lavoro']]);
  });

  it('should read source and destination by their prepositions, either way round', () => {
    expect(slotsOf('sposta i file zip da Documenti a Scaricati')).toEqual([
      ['file_type', '*.zip'],
      ['source', '~/Documents'],
      ['destination', '~/Downloads'],
    ]);
    expect(slotsOf('move the zip files from Downloads to Documents')).toEqual([
      ['file_type', '*.zip'],
      ['source', '~/Downloads'],
      ['destination', '~/Documents'],
    ]);
  });

  it('should read a subfolder of a well-known place as one place, never as free text', () => {
    expect(slotsOf('trova i file pdf nella cartella Documenti/Fatture')).toEqual([
      ['file_type', '*.pdf'],
      ['destination', '~/Documents/Fatture'],
    ]);
  });

  it('should keep the characters of a text as the user wrote them', () => {
    expect(readRequest('send anna@example.com a message saying "Can we move it to Monday?"', clock).slots.find((slot) => slot.role === 'body')).toMatchObject({
      value: 'Can we move it to Monday?',
      quoted: true,
    });
    expect(slotsOf('send anna@example.com a message saying can we move it to Monday?')).toEqual([
      ['recipient', 'anna@example.com'],
      ['body', 'can we move it to Monday?'],
      ['date', '2026-11-30'],
    ]);
    const payload = readRequest('promemoria: chiedi ad Anna se possiamo spostarlo a lunedì!', clock).slots;
    expect(payload.map((slot) => [slot.role, slot.value, slot.within])).toEqual([
      ['text', 'chiedi ad Anna se possiamo spostarlo a lunedì!', undefined],
      ['date', '2026-11-30', 'text'],
    ]);
  });

  it('should give recipients, copies and quantities', () => {
    expect(slotsOf('send the report to bob@example.com cc anna@example.com')).toEqual([
      ['text', 'the report'],
      ['recipient', 'bob@example.com'],
      ['copy', 'anna@example.com'],
    ]);
    expect(slotsOf('show me the last 5 emails')).toEqual([['quantity', 5]]);
  });

  it('should mark a recurrence, which no one-off value holds', () => {
    expect(slotsOf('remind me every Monday at 9 to water the plants').map(([role]) => role)).toEqual(['recurrence', 'time', 'text']);
  });
  it('should leave the courtesy closing a request out of every slot, and a full stop out of its text', () => {
    expect(slotsOf('search the web for vegan lasagna recipes please')).not.toContainEqual(expect.arrayContaining([expect.stringMatching(/please/u)]));
    expect(slotsOf('ricordami alle 7.30 di prendere le medicine per favore')).toContainEqual(['text', 'prendere le medicine']);
    expect(slotsOf('ricordami alle 7.30 di prendere le medicine.')).toContainEqual(['text', 'prendere le medicine']);
    expect(slotsOf('remind me to ask Anna: are you coming?')).toContainEqual(['text', 'are you coming?']);
  });

  it('should take the words already read from the same text instead of reading them again', () => {
    const text = 'find the pdf files from anna about the budget';
    const reading = readWords(text);
    const frame = readRequest(text, { ...clock, reading });
    expect(frame.reading).toBe(reading);
    const { reading: _read, ...rest } = frame;
    const { reading: _own, ...fresh } = readRequest(text, clock);
    expect(rest).toEqual(fresh);
  });
});

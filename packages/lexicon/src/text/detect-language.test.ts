import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

const italian = [
  'trova i pdf nei documenti',
  'trova i pdf in home modificati negli ultimi 7 giorni',
  'sposta i pdf in Documenti',
  'sposta i pdf di Scaricati in Documenti',
  'annulla',
  'leggi ~/note.txt',
  'ricordami di chiamare Luca domani alle 9',
  'elenca le email',
  'che ore sono?',
  'Dove sono?',
  'scarica https://example.com/news',
  'riassumi',
  'cancella tutto',
  'mandami il report',
  'email di Luca?',
  'pdf in Scaricati',
  'meteo domani?',
  'perché è così lento',
  'trova la posta spam e spostala nel cestino',
  'mostrami le mail non lette',
];
const english = [
  'find the pdf files in Documents',
  'move the pdfs to Documents',
  'undo',
  'read ~/note.txt',
  'remind me to call Luca tomorrow at 9',
  'list my emails',
  'what time is it?',
  'Where am I?',
  'download https://example.com/news',
  'summarize',
  'delete everything',
  'send me the report',
  'emails from Luca?',
  'pdfs in Downloads',
  'weather tomorrow?',
  'why is it so slow',
  'find spam mail and move it to trash',
  'show me the unread mails',
];

const spanish = [
  'mueve notas.txt de Documentos a Descargas',
  'envía un correo a luca@example.com con asunto Agenda',
  'busca archivos pdf en Descargas',
  'recuérdame llamar a Luca',
  '¿qué hora es?',
  '¿Dónde estoy?',
  'deshaz',
  'borra los correos de spam',
  'lee ~/notas.txt',
  'resume la página',
  'muéstrame los correos no leídos',
  'descarga https://example.com/noticias',
  'busca el correo de spam y muévelo a la papelera',
  '¡mándame el informe!',
  'pdf en Descargas',
  'qué día es hoy',
  'copia los archivos del escritorio a mis documentos',
  'crea una nota con el texto comprar leche',
];

describe('detectLanguage', () => {
  it('should read short Spanish requests as Spanish', () => {
    for (const request of spanish) expect(detectLanguage(request), request).toBe('es');
  });

  it('should split a word of two languages between them, and give a tie without the fallback to the older locale', () => {
    expect(detectLanguage('manda una mail a Luca')).toBe('it');
    expect(detectLanguage('elimina ~/vecchio.txt')).toBe('it');
    expect(detectLanguage('copia ~/a.pdf in ~/Documenti')).toBe('it');
    expect(detectLanguage('copia ~/a.pdf en ~/Documentos')).toBe('es');
    expect(detectLanguage('elimina los archivos')).toBe('es');
  });

  it('should count the Spanish opening marks "¿" and "¡" for Spanish', () => {
    expect(detectLanguage('¿spam 2019?', { fallback: 'it' })).toBe('es');
    expect(detectLanguage('¡pdf!', { fallback: 'en' })).toBe('es');
  });

  it('should read short Italian imperatives and questions as Italian', () => {
    for (const request of italian) expect(detectLanguage(request), request).toBe('it');
  });

  it('should read short English requests as English', () => {
    for (const request of english) expect(detectLanguage(request), request).toBe('en');
  });

  it('should ignore literals and return the fallback when nothing decides', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('spam 2019', { fallback: 'it' })).toBe('it');
    expect(detectLanguage('https://example.com/the/find/move', { fallback: 'it' })).toBe('it');
  });
});

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

describe('detectLanguage', () => {
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

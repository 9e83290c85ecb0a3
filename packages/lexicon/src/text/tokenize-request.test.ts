import { describe, expect, it } from 'vitest';
import { tokenizeRequest } from './tokenize-request';

describe('tokenizeRequest', () => {
  it('should keep literals whole and split elisions', () => {
    const tokens = tokenizeRequest("leggi ~/note.txt e l'email di luca@example.com su https://example.org/a, poi \"cancella tutto\".");
    expect(tokens.map((token) => [token.text, token.literal])).toEqual([
      ['leggi', undefined], ['~/note.txt', 'path'], ['e', undefined], ['l', undefined], ['email', undefined], ['di', undefined],
      ['luca@example.com', 'email'], ['su', undefined], ['https://example.org/a', 'url'], ['poi', undefined], ['"cancella tutto"', 'quoted'],
    ]);
    expect(tokens.find((token) => token.text === 'poi')?.boundaryBefore).toBe(true);
  });

  it('should read file names, hyphenated words and capitals', () => {
    const tokens = tokenizeRequest('Open report-2024.pdf from Scaricati: e-mail');
    expect(tokens.map((token) => token.text)).toEqual(['open', 'report-2024.pdf', 'from', 'scaricati', 'e-mail']);
    expect(tokens[1]?.literal).toBe('file');
    expect(tokens[3]?.capitalized).toBe(true);
    expect(tokens[4]?.colonBefore).toBe(true);
  });

  it('should not take version numbers or abbreviations for file names', () => {
    expect(tokenizeRequest('update to 2.0 e.g. now').every((token) => token.literal === undefined)).toBe(true);
  });
});

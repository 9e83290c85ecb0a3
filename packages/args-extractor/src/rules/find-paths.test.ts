import { describe, expect, it } from 'vitest';
import { findPaths } from './find-paths';

describe('findPaths', () => {
  it('should find home-relative and absolute paths', () => {
    expect(findPaths('copy ~/Documents/tax to /mnt/backup/2026, please').map((path) => path.value)).toEqual([
      '~/Documents/tax',
      '/mnt/backup/2026',
    ]);
  });

  it('should read a bare tilde as the home folder', () => {
    expect(findPaths('list ~').map((path) => path.value)).toEqual(['~/']);
  });

  it('should read the words home and casa as ~/ when no path is written', () => {
    expect(findPaths('find the pdf files in home').map((path) => [path.value, path.text])).toEqual([['~/', 'home']]);
    expect(findPaths('cerca le foto nella cartella casa').map((path) => path.value)).toEqual(['~/']);
    expect(findPaths('cerca in casa /tmp/x').map((path) => path.value)).toEqual(['/tmp/x']);
  });

  it('should not read casa editrice or home page as the home folder', () => {
    expect(findPaths('apri il sito della casa editrice Einaudi')).toEqual([]);
    expect(findPaths('open the home page of the city')).toEqual([]);
    expect(findPaths('sono a casa stasera')).toEqual([]);
  });

  it('should keep spaces inside a quoted path', () => {
    expect(findPaths('open "~/My Docs/notes.txt" now')).toEqual([
      { kind: 'path', value: '~/My Docs/notes.txt', text: '~/My Docs/notes.txt', start: 6, end: 25 },
    ]);
  });

  it('should keep apostrophes inside a quoted path', () => {
    expect(findPaths(`apri "~/Documenti/L'archivio di Anna"`).map((path) => path.value)).toEqual(["~/Documenti/L'archivio di Anna"]);
    expect(findPaths(`apri '~/Documenti/L'archivio di Anna' per favore`).map((path) => path.value)).toEqual(["~/Documenti/L'archivio di Anna"]);
  });

  it('should keep a year or a closing number that ends a folder name', () => {
    expect(findPaths('apri ~/Documenti/progetti 2024').map((path) => path.value)).toEqual(['~/Documenti/progetti 2024']);
    expect(findPaths('trova i pdf in ~/Documenti/progetti 2024 modificati ieri').map((path) => path.value)).toEqual(['~/Documenti/progetti 2024']);
    expect(findPaths('list ~/Downloads 5 files').map((path) => path.value)).toEqual(['~/Downloads']);
  });

  it('should mark sources and destinations', () => {
    expect(findPaths('sposta le foto da ~/Scaricati in ~/Immagini/2026').map((path) => [path.value, path.role])).toEqual([
      ['~/Scaricati', 'source'],
      ['~/Immagini/2026', 'destination'],
    ]);
    expect(findPaths('copy /tmp/a.txt into ~/backup').map((path) => path.role)).toEqual([undefined, 'destination']);
  });

  it('should not read slashes inside words as paths', () => {
    expect(findPaths('and/or 3/4 of the input/output')).toEqual([]);
  });
});

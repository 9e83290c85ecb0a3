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

  it('should keep spaces inside a quoted path', () => {
    expect(findPaths('open "~/My Docs/notes.txt" now')).toEqual([
      { kind: 'path', value: '~/My Docs/notes.txt', text: '~/My Docs/notes.txt', start: 6, end: 25 },
    ]);
  });

  it('should not read slashes inside words as paths', () => {
    expect(findPaths('and/or 3/4 of the input/output')).toEqual([]);
  });
});

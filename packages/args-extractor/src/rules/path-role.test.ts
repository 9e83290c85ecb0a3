import { describe, expect, it } from 'vitest';
import { pathRole } from './path-role';

describe('pathRole', () => {
  it('should read a source after from, da, di and their forms', () => {
    expect(pathRole('move the pdfs from ')).toBe('source');
    expect(pathRole('sposta le foto dalla cartella ')).toBe('source');
    expect(pathRole('sposta i pdf di ')).toBe('source');
    expect(pathRole("copia tutto dall'")).toBe('source');
  });

  it('should read a destination after to, in, on, nella and their forms, with articles and folder nouns between', () => {
    expect(pathRole('copy /tmp/a.txt into ')).toBe('destination');
    expect(pathRole('move it to the folder ')).toBe('destination');
    expect(pathRole('spostali nella mia cartella ')).toBe('destination');
    expect(pathRole('mettilo sul ')).toBe('destination');
    expect(pathRole('sposta ~/a.pdf in "')).toBe('destination');
  });

  it('should read no role without a preposition right before', () => {
    expect(pathRole('apri ')).toBeUndefined();
    expect(pathRole('delete the file ')).toBeUndefined();
    expect(pathRole('')).toBeUndefined();
  });
});

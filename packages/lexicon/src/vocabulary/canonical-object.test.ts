import { describe, expect, it } from 'vitest';
import { canonicalObject } from './canonical-object';

describe('canonicalObject', () => {
  it('should map it/en nouns, value forms and canonical names', () => {
    expect(canonicalObject('mail')).toBe('messages');
    expect(canonicalObject('posta')).toBe('messages');
    expect(canonicalObject('cartelle')).toBe('folders');
    expect(canonicalObject('pdf')).toBe('files');
    expect(canonicalObject('promemoria')).toBe('reminders');
    expect(canonicalObject('last_turn')).toBe('last_turn');
    expect(canonicalObject('web page')).toBe('urls');
  });

  it('should fall back to the head noun of a compound and say undefined for unknown nouns', () => {
    expect(canonicalObject('pdf_files')).toBe('files');
    expect(canonicalObject('file pdf')).toBe('files');
    expect(canonicalObject('sentence')).toBeUndefined();
  });
});

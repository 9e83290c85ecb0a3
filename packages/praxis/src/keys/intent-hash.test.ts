import { describe, expect, it } from 'vitest';
import { intentHash } from './intent-hash';

describe('intentHash', () => {
  it('should be the first 16 hex digits of sha256 of the signature', () => {
    // echo -n 'move|messages|spam,trash' | sha256sum
    expect(intentHash({ verb: 'move', object: 'messages', keywords: ['spam', 'trash'] })).toBe('9da047578be12684');
  });

  it('should not depend on keyword order or case', () => {
    expect(intentHash({ verb: 'MOVE', object: 'messages', keywords: ['Trash', 'spam'] })).toBe('9da047578be12684');
  });

  it('should hash the UTF-8 bytes of accented text as Node does', () => {
    // echo -n 'prendi|caffè|è' | sha256sum
    expect(intentHash({ verb: 'prendi', object: 'caffè', keywords: ['è'] })).toBe('a8d6e1d7741c40fa');
  });

  it('should differ when the object differs', () => {
    expect(intentHash({ verb: 'move', object: 'files', keywords: ['spam', 'trash'] })).not.toBe('9da047578be12684');
  });
});

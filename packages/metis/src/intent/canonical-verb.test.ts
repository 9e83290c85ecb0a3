import { describe, expect, it } from 'vitest';
import { canonicalVerb } from './canonical-verb';

describe('canonicalVerb', () => {
  it('should map it/en request forms and strip Italian clitics', () => {
    expect(canonicalVerb('move')).toBe('move');
    expect(canonicalVerb('sposta')).toBe('move');
    expect(canonicalVerb('spostala')).toBe('move');
    expect(canonicalVerb('cancellali')).toBe('delete');
    expect(canonicalVerb('mandameli')).toBe('send');
    expect(canonicalVerb('mostrami')).toBe('show');
  });

  it('should not recognise past forms or nouns', () => {
    expect(canonicalVerb('moved')).toBeUndefined();
    expect(canonicalVerb('spostato')).toBeUndefined();
    expect(canonicalVerb('mail')).toBeUndefined();
  });
});

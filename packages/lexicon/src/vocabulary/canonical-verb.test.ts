import { describe, expect, it } from 'vitest';
import { canonicalVerb } from './canonical-verb';

describe('canonicalVerb', () => {
  it('should map it/en request forms, synonyms and phrases to the canonical verb', () => {
    expect(canonicalVerb('move')).toBe('move');
    expect(canonicalVerb('sposta')).toBe('move');
    expect(canonicalVerb('list')).toBe('find');
    expect(canonicalVerb('elenca')).toBe('find');
    expect(canonicalVerb('look for')).toBe('find');
    expect(canonicalVerb('get rid of')).toBe('delete');
    expect(canonicalVerb('summarize')).toBe('describe');
    expect(canonicalVerb('remind')).toBe('create');
    expect(canonicalVerb('Aggiungi')).toBe('create');
  });

  it('should strip up to two Italian enclitic pronouns and read apocopated infinitives', () => {
    expect(canonicalVerb('spostala')).toBe('move');
    expect(canonicalVerb('cancellali')).toBe('delete');
    expect(canonicalVerb('mandameli')).toBe('send');
    expect(canonicalVerb('mostrami')).toBe('find');
    expect(canonicalVerb('ricordami')).toBe('create');
    expect(canonicalVerb('trovarli')).toBe('find');
    expect(canonicalVerb('inviaglielo')).toBe('send');
  });

  it('should not recognise past forms, nouns or English words that merely end like a clitic', () => {
    expect(canonicalVerb('moved')).toBeUndefined();
    expect(canonicalVerb('spostato')).toBeUndefined();
    expect(canonicalVerb('mail')).toBeUndefined();
    expect(canonicalVerb('google')).toBeUndefined();
    expect(canonicalVerb('sendme')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { localeLanguage } from './locale-language';

describe('localeLanguage', () => {
  it('should read Italian from the first locale variable that is set, English otherwise', () => {
    expect(localeLanguage({ LANG: 'it_IT.UTF-8' })).toBe('it');
    expect(localeLanguage({ LC_ALL: 'en_US.UTF-8', LANG: 'it_IT.UTF-8' })).toBe('en');
    expect(localeLanguage({ LC_ALL: '', LC_MESSAGES: 'it', LANG: 'C' })).toBe('it');
    expect(localeLanguage({ LANG: 'C.UTF-8' })).toBe('en');
    expect(localeLanguage({})).toBe('en');
  });

  it('should read Spanish from an es locale, never from a word that merely starts with "es"', () => {
    expect(localeLanguage({ LANG: 'es_ES.UTF-8' })).toBe('es');
    expect(localeLanguage({ LC_MESSAGES: 'es', LANG: 'it_IT.UTF-8' })).toBe('es');
    expect(localeLanguage({ LANG: 'est_EE.UTF-8' })).toBe('en');
  });
});

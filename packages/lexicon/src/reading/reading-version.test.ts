import { describe, expect, it } from 'vitest';
import type { LocaleWords } from '../locales/locale-words';
import { supportedLocales } from '../locales/supported-locales';
import { readingVersion, readingVersionOf } from './reading-version';

const italian = supportedLocales.find((locale) => locale.language === 'it') as LocaleWords;
const others = supportedLocales.filter((locale) => locale !== italian);

describe('readingVersion', () => {
  it('should be 16 hex digits and the version of the supported locales', () => {
    expect(readingVersion()).toMatch(/^[0-9a-f]{16}$/u);
    expect(readingVersion()).toBe(readingVersionOf(supportedLocales));
  });

  it('should not depend on the order of the locales or of their keys', () => {
    const reordered = { ...italian, verbs: Object.fromEntries(Object.entries(italian.verbs).reverse()) };
    expect(readingVersionOf([reordered, ...others].reverse())).toBe(readingVersion());
  });

  it('should change when one Italian verb form is added', () => {
    const verbs = { ...italian.verbs, find: [...(italian.verbs.find ?? []), 'scova'] };
    expect(readingVersionOf([...others, { ...italian, verbs }])).not.toBe(readingVersion());
  });

  it('should change when a stop word is added', () => {
    expect(readingVersionOf([...others, { ...italian, stopWords: [...italian.stopWords, 'subito'] }])).not.toBe(readingVersion());
  });

  it('should change when a courtesy word closing a request is added (it bounds the free text readRequest reads)', () => {
    const courtesy = { ...italian.courtesy, closers: [...italian.courtesy.closers, 'perfavore'] };
    expect(readingVersionOf([...others, { ...italian, courtesy }])).not.toBe(readingVersion());
  });

  it('should not change when only words that never decide an intent change', () => {
    const courtesy = { ...italian.courtesy, greetings: [...italian.courtesy.greetings, 'ciaone'] };
    const languageCues = { ...italian.languageCues, timeWords: [...italian.languageCues.timeWords, 'stamane'] };
    expect(readingVersionOf([...others, { ...italian, courtesy, languageCues }])).toBe(readingVersion());
  });
});

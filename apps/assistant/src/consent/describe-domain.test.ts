import { describe, expect, it } from 'vitest';
import { describeDomain } from './describe-domain';

describe('describeDomain', () => {
  it('should show a look-alike domain with a Cyrillic letter beside its punycode form, marked as mixed scripts', () => {
    // "studio-rоssi.it" with U+043E CYRILLIC SMALL LETTER O: it looks like studio-rossi.it.
    const text = describeDomain('studio-r\u043Essi.it', 'en');
    expect(text).toMatch(/^studio-r\u043Essi\.it \[xn--studio-rssi-[a-z0-9]+\.it\] ⚠ mixed scripts: Latin, Cyrillic$/u);
    expect(describeDomain('studio-r\u043Essi.it', 'it')).toMatch(/⚠ alfabeti misti: Latin, Cyrillic$/u);
  });

  it('should show the Unicode form of a punycode domain, and an honest single-script one without a warning', () => {
    const ascii = describeDomain('studio-r\u043Essi.it', 'en').match(/\[(.*)\]/u)?.[1] ?? '';
    expect(describeDomain(ascii, 'en')).toBe(describeDomain('studio-r\u043Essi.it', 'en'));
    expect(describeDomain('müller.de', 'en')).toBe('müller.de [xn--mller-kva.de]');
    expect(describeDomain('пример.рф', 'en')).toBe('пример.рф [xn--e1afmkfd.xn--p1ai]');
    expect(describeDomain('東京ばな奈.jp', 'en')).not.toContain('⚠');
  });

  it('should leave plain ASCII domains as they are', () => {
    expect(describeDomain('studio-rossi.it', 'en')).toBe('studio-rossi.it');
    expect(describeDomain('127.0.0.1', 'en')).toBe('127.0.0.1');
  });
});

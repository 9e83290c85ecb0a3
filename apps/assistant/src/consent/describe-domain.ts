import { domainToASCII, domainToUnicode } from 'node:url';
import type { Language } from '@metnos/core';

const scripts = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo', 'Thai', 'Devanagari', 'Cherokee'] as const;
const scriptPatterns = scripts.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);
// Scripts that are written together (UTS #39 "highly restrictive"): Latin with Japanese, Korean or Chinese.
const writtenTogether = [new Set(['Latin', 'Han', 'Hiragana', 'Katakana']), new Set(['Latin', 'Han', 'Hangul']), new Set(['Latin', 'Han', 'Bopomofo'])];

const mixedWords: Record<Language, string> = { en: 'mixed scripts', it: 'alfabeti misti', es: 'alfabetos mezclados' };

/** The scripts of a label's letters (digits, hyphens and marks have none of their own). */
function scriptsOf(label: string): Set<string> {
  const found = new Set<string>();
  for (const character of label) {
    if (!/\p{L}/u.test(character)) continue;
    found.add(scriptPatterns.find(([, pattern]) => pattern.test(character))?.[0] ?? 'Other');
  }
  return found;
}

/** The scripts mixed inside one label of the domain (`studio-rоssi` with a Cyrillic о: Latin, Cyrillic), or empty. */
function mixedScripts(unicode: string): string[] {
  for (const label of unicode.split('.')) {
    const found = scriptsOf(label);
    if (found.size > 1 && !writtenTogether.some((allowed) => [...found].every((script) => allowed.has(script)))) return [...found];
  }
  return [];
}

/**
 * A domain as the consent text shows it: unchanged when it is plain ASCII; otherwise its Unicode form with its
 * ASCII (punycode, `xn--`) form beside it, which is where mail and requests really go — and, when a label mixes
 * scripts (a Cyrillic `о` among Latin letters: a look-alike of another domain), a warning naming them:
 * `studio-rоssi.it [xn--studio-rssi-….it] ⚠ mixed scripts: Latin, Cyrillic`. A domain that is not valid IDNA is
 * shown as given.
 */
export function describeDomain(domain: string, language: Language): string {
  const ascii = domainToASCII(domain);
  if (ascii === '') return domain;
  const unicode = domainToUnicode(ascii);
  if (unicode === ascii && ascii === domain.toLowerCase()) return domain;
  const mixed = mixedScripts(unicode);
  return `${unicode} [${ascii}]${mixed.length === 0 ? '' : ` ⚠ ${mixedWords[language]}: ${mixed.join(', ')}`}`;
}

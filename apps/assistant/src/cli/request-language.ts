import { detectLanguage } from '@metnos/lexicon';
import type { Language } from '@metnos/core';
import { localeLanguage } from './locale-language';

/** The language of a request's text; text with no telling word falls back to the locale's language. */
export function requestLanguage(text: string, env: Record<string, string | undefined>): Language {
  return detectRequestLanguage(text, localeLanguage(env));
}

/** The language of a request's text; text with no telling word gives `fallback` (e.g. a Telegram user's language). */
export function detectRequestLanguage(text: string, fallback: Language): Language {
  return detectLanguage(text, { fallback });
}

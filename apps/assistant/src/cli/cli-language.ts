import { detectLanguage } from '@metnos/aporia';
import type { Language } from '@metnos/core';

/**
 * The user's language from the POSIX locale (`LC_ALL` > `LC_MESSAGES` > `LANG`, then `LANGUAGE`): Italian for
 * `it*`, English otherwise. Messages that answer no request (help, `config`, `skills`, start-up errors) use it.
 */
export function localeLanguage(env: Record<string, string | undefined>): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || env.LANGUAGE || '';
  return /^it(?:[_.@-]|$)/i.test(locale) ? 'it' : 'en';
}

/** The language of a request's text; text with no telling word falls back to the locale's language. */
export function requestLanguage(text: string, env: Record<string, string | undefined>): Language {
  return detectRequestLanguage(text, localeLanguage(env));
}

/** The language of a request's text; text with no telling word gives `fallback` (e.g. a Telegram user's language). */
export function detectRequestLanguage(text: string, fallback: Language): Language {
  return detectLanguage(text, { fallback });
}

import type { Language } from '@metnos/core';

/**
 * The user's language from the POSIX locale (`LC_ALL` > `LC_MESSAGES` > `LANG`, then `LANGUAGE`): Italian for
 * `it*`, Spanish for `es*`, English otherwise. Messages that answer no request (help, `config`, `skills`, start-up errors) use it.
 */
export function localeLanguage(env: Record<string, string | undefined>): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || env.LANGUAGE || '';
  if (/^it(?:[_.@-]|$)/i.test(locale)) return 'it';
  return /^es(?:[_.@-]|$)/i.test(locale) ? 'es' : 'en';
}

import type { LocaleWords } from './locale-words';
import { supportedLocales } from './supported-locales';

/**
 * The union over every locale of the words `pick` selects (`(locale) => locale.markers.negators`): readers that
 * accept a request in any language (mixed requests are common) look words up here. Build it once, at module level.
 */
export function wordsOfEveryLocale(pick: (locale: LocaleWords) => readonly string[]): ReadonlySet<string> {
  return new Set(supportedLocales.flatMap((locale) => pick(locale)));
}

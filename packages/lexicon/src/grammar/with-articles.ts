import type { Language } from '@metnos/core';
import { localeWords } from '../locales/supported-locales';
import { articulate, type ArticulateOptions } from './articulate';

/**
 * The articulated forms of a preposition, written from the locale's grammar (`locales/<language>/grammar.ts`):
 * `withArticles('di')` is `['del', 'dello', 'della', 'dei', 'degli', 'delle', 'dell']`, in the order of the articles
 * il, lo, la, i, gli, le, l'. With `bare`, the preposition itself comes first; with `elided: false`, the elided form
 * is left out. A preposition that fuses with no article (any English one) gives `[]` (or just itself with `bare`).
 */
export function withArticles(preposition: string, { language = 'it', ...options }: ArticulateOptions & { language?: Language } = {}): string[] {
  return articulate(localeWords(language).grammar, preposition, options);
}

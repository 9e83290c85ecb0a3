import { languageNames } from '@metnos/core';
import type { StoreContext } from './store-context';

/** Refuses (`invalid_input`) a taught row's `language` that is given but is no core `Language`. */
export function checkRowLanguage(context: Pick<StoreContext, 'invalidInput'>, language: unknown): void {
  if (language !== undefined && (typeof language !== 'string' || !Object.hasOwn(languageNames, language))) {
    context.invalidInput(`language must be one of ${Object.keys(languageNames).join(', ')} when given; got ${JSON.stringify(language)}`);
  }
}

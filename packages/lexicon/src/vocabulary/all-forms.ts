import type { Language } from '@metnos/core';

/** Every form of an entry's `forms`, over all languages (with repeats when two languages share a form). */
export function allForms(forms: Readonly<Partial<Record<Language, readonly string[]>>>): string[] {
  return Object.values(forms).flatMap((list) => [...(list ?? [])]);
}

import { objectLexicon } from './object-lexicon';

const surfaceToObject = new Map<string, string>(
  Object.entries(objectLexicon).flatMap(([object, forms]) => forms.map((form) => [form, object] as const)),
);

/** The canonical object a token names (`mail` is `messages`, `cartelle` is `folders`), or undefined. */
export function canonicalObject(token: string): string | undefined {
  return surfaceToObject.get(token);
}

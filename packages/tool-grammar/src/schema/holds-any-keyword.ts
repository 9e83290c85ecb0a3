/**
 * Whether `schema` holds one of `keywords` as a key: one pass over its own keys (usually two or three) instead of a
 * lookup per keyword, so a node without any of them is told apart cheaply.
 */
export function holdsAnyKeyword(schema: object, keywords: ReadonlySet<string>): boolean {
  for (const key in schema) if (keywords.has(key)) return true;
  return false;
}

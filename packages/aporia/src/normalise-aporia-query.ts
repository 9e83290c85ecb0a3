/** Lower-case, trimmed, single-spaced, without trailing punctuation: how gaps are counted per query. */
export function normaliseAporiaQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[\s.?!]+$/u, '');
}

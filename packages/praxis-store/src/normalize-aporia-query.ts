/** The key aporiae are counted by: NFKC, lowercased, trimmed, inner whitespace collapsed to one space. */
export function normalizeAporiaQuery(query: string): string {
  return query.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

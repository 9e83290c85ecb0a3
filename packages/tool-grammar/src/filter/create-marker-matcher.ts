function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Builds a predicate telling whether a query contains one of `markers` as whole words: Unicode-aware word
 * boundaries (a letter, digit or `_` may not touch the marker on either side, so `qua` does not match inside
 * `qualcosa`), case-insensitive, spaces inside a marker matching any run of whitespace. Text is NFC-normalised.
 */
export function createMarkerMatcher(markers: readonly string[]): (query: string) => boolean {
  const alternatives = [...new Set(markers.map((marker) => marker.normalize('NFC').trim().toLowerCase()).filter((marker) => marker !== ''))]
    .sort((left, right) => right.length - left.length)
    .map((marker) => marker.split(/\s+/).map(escapeRegex).join('\\s+'));
  if (alternatives.length === 0) return () => false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}\\p{M}_])`, 'iu');
  return (query) => pattern.test(query.normalize('NFC'));
}

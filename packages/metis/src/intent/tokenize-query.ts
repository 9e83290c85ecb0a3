/**
 * Lower-cased word tokens of a request: letters and digits (NFC), split on spaces, punctuation and
 * apostrophes, so Italian elisions separate ("l'email" gives "l", "email").
 */
export function tokenizeQuery(query: string): string[] {
  return query.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

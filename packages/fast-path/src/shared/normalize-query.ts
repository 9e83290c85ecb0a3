const curlyApostrophes = /[\u2018\u2019\u201B\u02BC\u00B4`]/gu;
const punctuation = /[^\p{L}\p{M}\p{N}\s']/gu;

/**
 * The L0 normal form: NFC, lowercase, curly apostrophes made straight (`’` -> `'`), every other punctuation mark
 * replaced by a space, whitespace collapsed and trimmed. Accents are kept (`che ora è` stays distinct from
 * `che ora e`), and so are apostrophes (`what's`, `l'ora`).
 */
export function normalizeQuery(query: string): string {
  return query
    .normalize('NFC')
    .toLowerCase()
    .replace(curlyApostrophes, "'")
    .replace(punctuation, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

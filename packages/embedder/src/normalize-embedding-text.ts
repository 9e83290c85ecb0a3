/**
 * The text the hashed embedder sees: NFKC, lowercased, apostrophes unified, and (when `foldAccents`) accents
 * removed, so `perché`, `perche` and `PERCHÉ` embed alike. Returns the words: runs of letters and digits.
 */
export function normalizeEmbeddingText(text: string, { foldAccents = true }: { foldAccents?: boolean } = {}): string[] {
  let normalized = text.normalize('NFKC').toLowerCase();
  if (foldAccents) normalized = normalized.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC');
  return normalized.match(/[\p{L}\p{N}]+/gu) ?? [];
}

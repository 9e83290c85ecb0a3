/** What a literal span of a request is: kept whole, never read as a verb, object or qualifier. */
export type RequestLiteralKind = 'url' | 'email' | 'path' | 'file' | 'quoted';

/** One token of a request, with its offsets in the original text. */
export interface RequestToken {
  /** Lower-cased NFC text (for a literal, the whole literal as written, lower-cased). */
  text: string;
  /** The text as written. */
  raw: string;
  start: number;
  end: number;
  /** Set for a URL, email address, path, file name or quoted text. */
  literal?: RequestLiteralKind;
  /** A clause boundary (`, ; . ! ? :` or a line break) lies between the previous token and this one. */
  boundaryBefore: boolean;
  /** The boundary before this token is a colon (what follows is often a payload: "promemoria: …"). */
  colonBefore: boolean;
  /** Written with an initial capital and otherwise lower case ("Scaricati", "Luca"). */
  capitalized: boolean;
}

const literalPatterns: ReadonlyArray<[RequestLiteralKind, RegExp]> = [
  ['quoted', /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|(?<=^|[\s(:])'[^'\n]+'(?=$|[\s.,;:!?)])/gu],
  ['url', /\b(?:https?:\/\/|www\.)[^\s"'<>“”«»]+/giu],
  ['email', /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu],
  ['path', /(?<=^|[\s("'“«=])(?:~|\.{1,2})?\/[^\s"'“”«»,;]*|(?<=^|[\s("'“«=])~(?=$|[\s,;.!?])|(?<=^|[\s("'“«])[A-Za-z]:\\[^\s"'“”«»,;]*/gu],
  ['file', /(?<![\p{L}\p{N}_.@/-])[\p{L}\p{N}_][\p{L}\p{N}_-]*(?:\.[A-Za-z][A-Za-z0-9]{1,4})+(?![\p{L}\p{N}_@/-])/gu],
];

/**
 * Splits a request into tokens: literal spans first (quoted text, URLs, email addresses, paths such as `~/x` or
 * `/x`, file names such as `note.txt`), each kept as one token with trailing punctuation removed; then words
 * (letters and digits, inner hyphens kept: `e-mail`, `to-do`; apostrophes split elisions: `l'email` is `l`,
 * `email`). Each token records whether a clause boundary precedes it and whether it is capitalised.
 */
export function tokenizeRequest(text: string): RequestToken[] {
  let tokens = recentTokens.get(text);
  if (tokens === undefined) {
    tokens = readTokens(text).map((token) => Object.freeze(token));
    if (recentTokens.size >= maxRecentTokens) recentTokens.delete(recentTokens.keys().next().value as string);
    recentTokens.set(text, tokens);
  }
  // A new array each call, of the same frozen tokens.
  return [...tokens];
}

// The tokens of the last texts split: one turn reads the same request several times (its language, its words, the
// zones it names, and again on the clock of the row L1 replays).
const recentTokens = new Map<string, readonly RequestToken[]>();
const maxRecentTokens = 8;

function readTokens(text: string): RequestToken[] {
  const source = text.normalize('NFC');
  const taken: Array<{ start: number; end: number; kind: RequestLiteralKind }> = [];
  const overlaps = (start: number, end: number): boolean => taken.some((span) => start < span.end && end > span.start);
  for (const [kind, pattern] of literalPatterns) {
    for (const match of source.matchAll(pattern)) {
      const start = match.index;
      let value = match[0];
      if (kind !== 'quoted') value = value.replace(/[.,;:!?)\]]+$/u, '');
      if (value === '' || overlaps(start, start + value.length)) continue;
      taken.push({ start, end: start + value.length, kind });
    }
  }
  const tokens: Array<Omit<RequestToken, 'boundaryBefore' | 'colonBefore'>> = taken.map(({ start, end, kind }) => ({
    text: source.slice(start, end).toLowerCase(),
    raw: source.slice(start, end),
    start,
    end,
    literal: kind,
    capitalized: false,
  }));
  for (const match of source.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(start, end)) continue;
    const raw = match[0];
    tokens.push({ text: raw.toLowerCase(), raw, start, end, capitalized: /^\p{Lu}\p{Ll}/u.test(raw) });
  }
  tokens.sort((left, right) => left.start - right.start);
  return tokens.map((token, index) => {
    const gap = source.slice(index === 0 ? 0 : (tokens[index - 1]?.end ?? 0), token.start);
    // "10:30", "2.5", "1,000" are one value, not two clauses.
    const numeric = /^[:.,]$/u.test(gap) && /\d$/u.test(tokens[index - 1]?.text ?? '') && /^\d/u.test(token.text);
    return { ...token, boundaryBefore: index > 0 && !numeric && /[,;.!?:\n]|->|→/u.test(gap), colonBefore: index > 0 && !numeric && gap.includes(':') };
  });
}

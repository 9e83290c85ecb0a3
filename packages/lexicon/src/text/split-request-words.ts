/** One word of a request, as `splitRequestWords` cuts it. */
export interface RequestWordToken {
  /** The comparison form: NFC, lowercase, curly apostrophes straight, edge punctuation and quotes removed. */
  text: string;
  /** The word as written (edge punctuation removed, case kept). */
  raw: string;
  /** Offsets of `raw` in the request. */
  start: number;
  end: number;
  /** Inside a pair of quotes (`"…"`, `“…”`, `«…»`, `'…'`). */
  quoted: boolean;
  /** The first word of the request or of a sentence (after `.`, `!`, `?`): its capital says nothing. */
  sentenceStart: boolean;
}

const curlyApostrophes = /[\u2018\u2019\u201B\u02BC\u00B4`]/gu;
/** Punctuation taken off both ends of a word; inner punctuation (`12/26/2018`, `2.0`, `l'ora`, `~/Documenti`) stays. */
const edge = /^[\s"'“”„‘’«»‹›()[\]<>,;:!?.…]+|[\s"'“”„‘’«»‹›()[\]<>,;:!?.…]+$/gu;
const pairs: ReadonlyArray<readonly [string, string]> = [['"', '"'], ['“', '”'], ['„', '“'], ['«', '»'], ['‹', '›']];

/**
 * The lexicon's tokenizer seen word by word, for replay: where `tokenizeRequest` keeps literals whole and splits
 * elisions ("l'email" → "l", "email"), this view cuts on whitespace only ("l'ora" stays one word).
 * Cuts a request into words the same way for every text, so that a taught request and a new one compare word
 * by word: split on whitespace, punctuation off both ends of each word (a lone `,` is no word), inner punctuation
 * kept, so "12/26/2018", "Oct. 17", "2.0" and "21 agosto , 2035" read the same whether stored or asked.
 * Marks the words inside quotes and the words that start a sentence.
 */
export function splitRequestWords(text: string): RequestWordToken[] {
  const quotes = quoteRanges(text);
  const tokens: RequestWordToken[] = [];
  let sentenceStart = true;
  for (const match of text.matchAll(/\S+/gu)) {
    const chunk = match[0];
    const leading = /^[\s"'“”„‘’«»‹›()[\]<>,;:!?.…]+/u.exec(chunk)?.[0].length ?? 0;
    const raw = chunk.replace(edge, '');
    const nextSentence = /[.!?…]["'”»)]*$/u.test(chunk) && !/^\d+\.$/u.test(chunk);
    if (raw.length > 0) {
      const start = match.index + leading;
      const end = start + raw.length;
      tokens.push({
        text: raw.normalize('NFC').toLowerCase().replace(curlyApostrophes, "'"),
        raw,
        start,
        end,
        quoted: quotes.some(([from, to]) => start >= from && end <= to),
        sentenceStart,
      });
      sentenceStart = false;
    }
    if (nextSentence) sentenceStart = true;
  }
  return tokens;
}

/** `[from, to)` offsets of the text between matched quotes. */
function quoteRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const [open, close] of pairs) {
    let from = text.indexOf(open);
    while (from !== -1) {
      const to = text.indexOf(close, from + 1);
      if (to === -1) break;
      if (to > from + 1) ranges.push([from + 1, to]);
      from = text.indexOf(open, to + 1);
    }
  }
  // Single quotes only around words: an apostrophe inside a word (l'ora, what's) opens nothing.
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])['‘]([^'‘’]+?)['’](?![\p{L}\p{N}])/gu)) {
    ranges.push([match.index + 1, match.index + 1 + (match[1]?.length ?? 0)]);
  }
  return ranges;
}

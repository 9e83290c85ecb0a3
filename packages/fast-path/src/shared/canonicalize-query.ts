import { extractValues, type ExtractedKind } from '@metnos/args-extractor';
import { wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';
import { normalizeQuery } from './normalize-query';
import { stopWords } from './stop-words';

/** Options of `canonicalizeQuery`. */
export interface CanonicalizeOptions {
  /** Replace every recognised value by its placeholder (`${URL}`), as L2 does; default false (values kept). */
  maskValues?: boolean;
}

const keepCase: ReadonlySet<ExtractedKind> = new Set(['url', 'path']);
/** Italian elided articles and prepositions, split from the next word (`dell'ultima` -> `dell' ultima`). */
const elided = new RegExp(`(^|\\s)((?:${wordAlternation([...wordsOfEveryLocale((locale) => locale.grammar.elidedForms)])})')(?=\\p{L})`, 'gu');
const fixedClock = { now: new Date(0), timeZone: 'UTC' };

/**
 * The lemma form of a request that L1 and L2 embed and store: the spans the argument rules recognise (URLs,
 * emails, paths, dates, windows, numbers, extensions) are kept verbatim (URLs and paths keep their case) or,
 * with `maskValues`, become `${URL}`, `${EMAIL}`, `${PATH}`, `${DATE}`, `${WINDOW}`, `${NUMBER}`, `${EXTENSION}`;
 * the rest is put in `normalizeQuery` form, elided articles (`l'`, `dell'`) are split off, and `stopWords` are
 * dropped. No stemming: the embedder handles inflection. Keeping values verbatim lets the stored row be
 * re-read by the same rules later.
 */
export function canonicalizeQuery(query: string, options: CanonicalizeOptions = {}): string {
  const values = valuesOf(query);
  const pieces: string[] = [];
  let cursor = 0;
  for (const value of values) {
    if (value.start < cursor) continue;
    pieces.push(cleanProse(query.slice(cursor, value.start)));
    const verbatim = keepCase.has(value.kind) ? value.text : normalizeQuery(value.text);
    pieces.push(options.maskValues === true ? `\${${value.kind.toUpperCase()}}` : verbatim);
    cursor = value.end;
  }
  pieces.push(cleanProse(query.slice(cursor)));
  return pieces.filter((piece) => piece.length > 0).join(' ');
}

// The values of the last requests (on the fixed clock, so a pure function of the text): L1, L2 and the recording
// of one turn canonicalize the same request, and reading its values is most of the cost.
const recentValues = new Map<string, ReturnType<typeof extractValues>>();
const maxRecentValues = 64;

function valuesOf(query: string): ReturnType<typeof extractValues> {
  let values = recentValues.get(query);
  if (values === undefined) {
    values = extractValues(query, fixedClock);
    if (recentValues.size >= maxRecentValues) recentValues.delete(recentValues.keys().next().value as string);
    recentValues.set(query, values);
  }
  return values;
}

function cleanProse(text: string): string {
  return normalizeQuery(text)
    .replace(elided, '$1$2 ')
    .split(' ')
    .filter((word) => word.length > 0 && !stopWords.has(word))
    .join(' ');
}

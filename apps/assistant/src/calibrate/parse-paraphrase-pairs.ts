/** One pair of requests to score: two wordings and whether they mean the same thing. */
export interface ParaphrasePair {
  left: string;
  right: string;
  label: 'same' | 'different';
  /** 1-based line in the file. */
  line: number;
}

/** The pairs of a file, or the first line that is not a pair. */
export type ParaphrasePairsReading = { success: true; pairs: ParaphrasePair[] } | { success: false; error: string };

/**
 * Reads a paraphrase-pairs file: one pair per line, `left<TAB>right[<TAB>same|different]` (the label defaults to
 * `same`); blank lines and lines starting with `#` are skipped. A bad line gives `<source>:<line>: ...` saying
 * what was expected. Pure.
 */
export function parseParaphrasePairs(text: string, source: string): ParaphrasePairsReading {
  const pairs: ParaphrasePair[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const fields = raw.split('\t').map((field) => field.trim());
    const [left = '', right = '', label = 'same'] = fields;
    if (fields.length < 2 || fields.length > 3 || left === '' || right === '') {
      return { success: false, error: `${source}:${index + 1}: expected "request<TAB>paraphrase" or "request<TAB>other request<TAB>different", got ${JSON.stringify(raw)}` };
    }
    if (label !== 'same' && label !== 'different') return { success: false, error: `${source}:${index + 1}: the third field must be "same" or "different", got ${JSON.stringify(label)}` };
    pairs.push({ left, right, label, line: index + 1 });
  }
  if (pairs.length === 0) return { success: false, error: `${source}: no pairs (one per line: "request<TAB>paraphrase[<TAB>same|different]")` };
  return { success: true, pairs };
}

import type { ExtractValuesOptions } from '../extract-values';
import { alignTokens } from './align-tokens';
import { analyzeRequest, type AnalyzedRequest } from './analyze-request';

/** The outcome of `compareRequestValues`: the value words found on one side only. */
export interface RequestValueDifference {
  /** True when no value word differs. */
  same: boolean;
  /** Value words of the taught request without a partner in the new one (comparison form). */
  taught: string[];
  /** Value words of the new request without a partner in the taught one. */
  asked: string[];
}

/** Options of `compareRequestValues`. */
export interface CompareRequestValuesOptions extends ExtractValuesOptions {
  /**
   * Values a replay re-reads from the new request, by placeholder name (`URL`, `URL_2`, `NUMBER`, `WINDOW`,
   * `DATE_2`; `FROM`/`TO` stand for their window and `EXT` for its extension): their words may differ.
   */
  reread?: Iterable<string>;
}

/**
 * Whether two requests name the same values, outside what a replay re-reads. Both are cut and read the same way
 * (`analyzeRequest`), aligned word by word (`alignTokens`), and every word that carries a value (a value the
 * rules read, a number, a time or date word, a quoted word, a capitalised name) without a partner on the other
 * side is a difference, unless the same word is also unpartnered on the other side (it only moved). "remind me at
 * 5pm" / "remind me at 6pm", "timer for 10 minutes" / "for 20 minutes", "tavolo per uno" / "per sei" differ;
 * exact repeats, punctuated values included ("12/26/2018", "Oct. 17", "21 agosto , 2035"), never do.
 */
export function compareRequestValues(taught: string, asked: string, options: CompareRequestValuesOptions = {}): RequestValueDifference {
  const left = analyzeRequest(taught, options);
  const right = analyzeRequest(asked, options);
  const reread = new Set(options.reread ?? []);
  return diffAnalyzedValues(left, right, alignTokens(left.tokens.map((token) => token.text), right.tokens.map((token) => token.text)), {
    ignoreLeft: rereadWords(left, reread),
    ignoreRight: rereadWords(right, reread),
  });
}

/**
 * The value words of two analysed requests that have no partner, given their alignment (`left` position →
 * `right` position or -1) and the words to leave out on each side (slots a replay re-reads).
 */
function diffAnalyzedValues(
  left: AnalyzedRequest,
  right: AnalyzedRequest,
  alignment: Int32Array,
  { ignoreLeft, ignoreRight }: { ignoreLeft: ReadonlySet<number>; ignoreRight: ReadonlySet<number> },
): RequestValueDifference {
  const partnered = new Set<number>();
  for (const position of alignment) if (position >= 0) partnered.add(position);
  const taught: string[] = [];
  left.tokens.forEach((token, position) => {
    if (alignment[position] === -1 && left.carriesValue[position] === true && !ignoreLeft.has(position)) taught.push(token.text);
  });
  const asked: string[] = [];
  right.tokens.forEach((token, position) => {
    if (!partnered.has(position) && right.carriesValue[position] === true && !ignoreRight.has(position)) asked.push(token.text);
  });
  // A value word that only moved ("at 5pm remind me" / "remind me at 5pm") is unpartnered on both sides.
  const remaining = [...asked];
  const onlyTaught = taught.filter((word) => {
    const at = remaining.indexOf(word);
    if (at === -1) return true;
    remaining.splice(at, 1);
    return false;
  });
  return { same: onlyTaught.length === 0 && remaining.length === 0, taught: onlyTaught, asked: remaining };
}

/** Positions of the words of the values named in `reread` (placeholder names, numbered per kind). */
function rereadWords(request: AnalyzedRequest, reread: ReadonlySet<string>): Set<number> {
  const words = new Set<number>();
  if (reread.size === 0) return words;
  const counts = new Map<string, number>();
  const named = request.values.map((value) => {
    const count = (counts.get(value.kind) ?? 0) + 1;
    counts.set(value.kind, count);
    const tail = count === 1 ? '' : `_${count}`;
    const names = [`${value.kind.toUpperCase()}${tail}`];
    if (value.kind === 'window') names.push(`FROM${tail}`, `TO${tail}`);
    if (value.kind === 'extension') names.push(`EXT${tail}`);
    return names.some((name) => reread.has(name));
  });
  request.valuesOf.forEach((positions, word) => {
    if (positions.some((position) => named[position] === true)) words.add(word);
  });
  return words;
}

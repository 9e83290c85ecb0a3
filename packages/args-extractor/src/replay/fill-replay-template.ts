import type { TimeWindow } from '../extracted-value';
import type { ExtractValuesOptions } from '../extract-values';
import { alignTokens } from './align-tokens';
import { analyzeRequest, type AnalyzedRequest } from './analyze-request';
import { diffAnalyzedValues } from './compare-request-values';
import { readReplayNumber } from './read-replay-number';
import { readWordsPlaces, type RequestPlaceValue } from './read-request-places';
import type { ReplaySlot, ReplayTemplate } from './replay-template';

/** Options of `fillReplayTemplate`: the clock and language of the NEW request. */
export type FillReplayTemplateOptions = ExtractValuesOptions;

/** A slot as filled from the new request. */
export interface FilledSlot {
  path: Array<string | number>;
  value: unknown;
  /** `reread`: read again in the new request; `unchanged`: a `fixed` slot whose words did not change. */
  how: 'reread' | 'unchanged';
}

/**
 * The outcome of `fillReplayTemplate`. A miss names why: `unreadable` (slots the new request does not carry, or
 * `fixed` slots whose words changed), `values_differ` (value words outside the slots differ: a constant the
 * planner chose for the taught request may not fit this one). A miss goes to the planner; the taught value is
 * never used in its place.
 */
export type ReplayFill =
  | { success: true; value: unknown; slots: FilledSlot[] }
  | { success: false; reason: 'unreadable'; slots: ReplaySlot[] }
  | { success: false; reason: 'values_differ'; taught: string[]; asked: string[] };

/**
 * Fills a `ReplayTemplate` from a new request through the rules of args-extractor. The taught and new requests
 * are read the same way (`analyzeRequest`) and aligned word by word; then each slot takes its value from the new
 * request: a `value` slot the same-numbered value of its kind (dates and windows resolved against the new
 * clock), a `span` slot the words between the aligned words around it (`number` must read as one number,
 * `fixed` must be unchanged). Value words outside every slot (numbers, times, dates, durations, names, quoted
 * text) must be the same in both requests. Exact repeats always fill, punctuated values included.
 */
export function fillReplayTemplate(template: ReplayTemplate, request: string, options: FillReplayTemplateOptions = {}): ReplayFill {
  const taught = taughtAnalysis(template, options);
  const asked = analyzeRequest(request, options);
  const alignment = alignTokens(taught.tokens.map((token) => token.text), asked.tokens.map((token) => token.text));
  const places = { taught: taughtPlaces(template), asked: readWordsPlaces(request), usedTaught: new Set<number>(), usedAsked: new Set<number>() };
  const ignoreLeft = new Set<number>();
  const ignoreRight = new Set<number>();
  const value = structuredClone(template.value);
  const filled: FilledSlot[] = [];
  const unreadable: ReplaySlot[] = [];
  let root = value;
  for (const slot of template.slots) {
    const read =
      slot.source.type === 'place' ? readPlace(slot.source, { taught, asked, places, ignoreLeft, ignoreRight }) : readSlot(slot, taught, asked, alignment, options, ignoreLeft, ignoreRight);
    if (read === undefined) {
      unreadable.push(slot);
      continue;
    }
    const text = slot.within === undefined ? read.value : `${slot.within.before}${String(read.value)}${slot.within.after}`;
    root = setAt(root, slot.path, text);
    filled.push({ path: slot.path, value: text, how: read.how });
  }
  if (unreadable.length > 0) return { success: false, reason: 'unreadable', slots: unreadable };
  // A place the plan does not re-read must stay the same place, in the same role ("trova i pdf nei documenti" is not
  // "… nelle immagini", even when the plan's folder came from elsewhere).
  const otherPlaces = (list: readonly RequestPlaceValue[], used: ReadonlySet<number>) =>
    list.flatMap((place, position) => (used.has(position) ? [] : [`${place.role}:${place.value}`])).sort();
  const [taughtOthers, askedOthers] = [otherPlaces(places.taught, places.usedTaught), otherPlaces(places.asked, places.usedAsked)];
  if (taughtOthers.join('\n') !== askedOthers.join('\n')) return { success: false, reason: 'values_differ', taught: taughtOthers, asked: askedOthers };
  const difference = diffAnalyzedValues(taught, asked, alignment, { ignoreLeft, ignoreRight });
  if (!difference.same) return { success: false, reason: 'values_differ', taught: difference.taught, asked: difference.asked };
  return { success: true, value: root, slots: filled };
}

/**
 * The taught request's analysis, kept per template object, zone and language: only its words, value positions
 * and value words are used here, and those do not depend on the clock. Templates are treated as immutable.
 */
const taughtAnalyses = new WeakMap<ReplayTemplate, Map<string, AnalyzedRequest>>();

function taughtAnalysis(template: ReplayTemplate, options: ExtractValuesOptions): AnalyzedRequest {
  let byOptions = taughtAnalyses.get(template);
  if (byOptions === undefined) {
    byOptions = new Map();
    taughtAnalyses.set(template, byOptions);
  }
  const key = `${template.request}\u0000${options.timeZone ?? ''}\u0000${options.language ?? ''}`;
  let analysis = byOptions.get(key);
  if (analysis === undefined) {
    analysis = analyzeRequest(template.request, options);
    byOptions.set(key, analysis);
  }
  return analysis;
}

/** The taught request's places, kept per template (like its analysis). */
const taughtPlaceLists = new WeakMap<ReplayTemplate, RequestPlaceValue[]>();

function taughtPlaces(template: ReplayTemplate): RequestPlaceValue[] {
  let places = taughtPlaceLists.get(template);
  if (places === undefined) {
    places = readWordsPlaces(template.request);
    taughtPlaceLists.set(template, places);
  }
  return places;
}

/** The `rank`-th place of `role` in a list, as its position, or -1. */
function placeAt(places: readonly RequestPlaceValue[], role: RequestPlaceValue['role'], rank: number): number {
  let seen = 0;
  for (let position = 0; position < places.length; position += 1) {
    if (places[position]!.role !== role) continue;
    if (seen === rank) return position;
    seen += 1;
  }
  return -1;
}

/** Marks the words of `request` inside `[start, end)` (characters). */
function markSpan(request: AnalyzedRequest, start: number, end: number, words: Set<number>): void {
  request.tokens.forEach((token, position) => {
    if (token.start < end && token.end > start) words.add(position);
  });
}

/** A `place` slot: the place of the same role and rank in the new request, of the same kind (folder or mail folder). */
function readPlace(
  source: Extract<ReplaySlot['source'], { type: 'place' }>,
  {
    taught,
    asked,
    places,
    ignoreLeft,
    ignoreRight,
  }: {
    taught: AnalyzedRequest;
    asked: AnalyzedRequest;
    places: { taught: readonly RequestPlaceValue[]; asked: readonly RequestPlaceValue[]; usedTaught: Set<number>; usedAsked: Set<number> };
    ignoreLeft: Set<number>;
    ignoreRight: Set<number>;
  },
): { value: unknown; how: FilledSlot['how'] } | undefined {
  const taughtAt = placeAt(places.taught, source.role, source.rank);
  const askedAt = placeAt(places.asked, source.role, source.rank);
  if (taughtAt === -1 || askedAt === -1) return undefined;
  const [was, is] = [places.taught[taughtAt]!, places.asked[askedAt]!];
  if (was.value.startsWith('~') !== is.value.startsWith('~')) return undefined;
  places.usedTaught.add(taughtAt);
  places.usedAsked.add(askedAt);
  markSpan(taught, was.start, was.end, ignoreLeft);
  markSpan(asked, is.start, is.end, ignoreRight);
  return { value: is.value, how: is.value === was.value ? 'unchanged' : 'reread' };
}

function readSlot(
  slot: ReplaySlot,
  taught: AnalyzedRequest,
  asked: AnalyzedRequest,
  alignment: Int32Array,
  options: ExtractValuesOptions,
  ignoreLeft: Set<number>,
  ignoreRight: Set<number>,
): { value: unknown; how: FilledSlot['how'] } | undefined {
  const { source } = slot;
  if (source.type === 'value') {
    markValueWords(taught, source.kind, source.ordinal, ignoreLeft);
    const found = nthValue(asked, source.kind, source.ordinal);
    if (found === undefined) return undefined;
    markValueWords(asked, source.kind, source.ordinal, ignoreRight);
    const extracted = asked.values[found]!;
    if (source.part === 'from' || source.part === 'to') {
      if (extracted.kind !== 'window') return undefined;
      return { value: (extracted.value as TimeWindow)[source.part], how: 'reread' };
    }
    if (source.part === 'extension') return extracted.extension === undefined ? undefined : { value: extracted.extension, how: 'reread' };
    return { value: structuredClone(extracted.value), how: 'reread' };
  }
  if (source.type === 'place') return undefined;
  for (let position = source.start; position < source.end; position += 1) ignoreLeft.add(position);
  const first = alignment[source.start]!;
  const unchanged = first !== -1 && Array.from({ length: source.end - source.start }, (_, offset) => alignment[source.start + offset] === first + offset).every(Boolean);
  if (unchanged) {
    for (let position = first; position < first + source.end - source.start; position += 1) ignoreRight.add(position);
    return { value: structuredClone(slot.taught), how: 'unchanged' };
  }
  const [from, to] = mappedSpan(source.start, source.end, alignment, asked.tokens.length);
  if (from >= to) return undefined;
  for (let position = from; position < to; position += 1) ignoreRight.add(position);
  if (source.format === 'fixed') return undefined;
  if (source.format === 'number') {
    if (to - from !== 1) return undefined;
    const number = readReplayNumber(asked.tokens[from]!.text, options.language === 'es' ? undefined : options.language);
    return number === undefined ? undefined : { value: number, how: 'reread' };
  }
  // A slot that was a value and nothing else ("Luca", "5pm") re-reads a value, never plain words ("the bank").
  const wasValue = taught.carriesValue.slice(source.start, source.end).every(Boolean);
  if (wasValue && !asked.carriesValue.slice(from, to).some(Boolean)) return undefined;
  return { value: asked.text.slice(asked.tokens[from]!.start, asked.tokens[to - 1]!.end), how: 'reread' };
}

/** The words of the new request between the aligned words around the taught span `[start, end)`. */
function mappedSpan(start: number, end: number, alignment: Int32Array, askedLength: number): [number, number] {
  let before = start - 1;
  while (before >= 0 && alignment[before] === -1) before -= 1;
  let after = end;
  while (after < alignment.length && alignment[after] === -1) after += 1;
  const from = before < 0 ? 0 : alignment[before]! + 1;
  const to = after >= alignment.length ? askedLength : alignment[after]!;
  return [from, to];
}

/** Position in `request.values` of the `ordinal`-th value of `kind`. */
function nthValue(request: AnalyzedRequest, kind: string, ordinal: number): number | undefined {
  let seen = 0;
  for (let position = 0; position < request.values.length; position += 1) {
    if (request.values[position]!.kind !== kind) continue;
    if (seen === ordinal) return position;
    seen += 1;
  }
  return undefined;
}

function markValueWords(request: AnalyzedRequest, kind: string, ordinal: number, words: Set<number>): void {
  const position = nthValue(request, kind, ordinal);
  if (position === undefined) return;
  request.valuesOf.forEach((positions, word) => {
    if (positions.includes(position)) words.add(word);
  });
}

/** Sets `value` at `path` inside `root` (a clone owned by the caller); an empty path replaces the root. */
function setAt(root: unknown, path: ReadonlyArray<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return root;
}

import type { ExtractedValue, TimeWindow } from '../extracted-value';
import type { ExtractValuesOptions } from '../extract-values';
import { analyzeRequest, type AnalyzedRequest } from './analyze-request';
import { readReplayNumber } from './read-replay-number';
import { readWordsPlaces, type RequestPlaceValue } from './read-request-places';
import type { ReplaySlot, ReplaySlotSource, ReplayTemplate } from './replay-template';
import { splitRequestWords } from '@metnos/lexicon';

/** Options of `buildReplayTemplate`. */
export type BuildReplayTemplateOptions = ExtractValuesOptions;

const embeddableKinds = new Set(['url', 'email', 'path']);

/**
 * Tells which values of `value` (a tool's arguments, a plan's steps, any JSON) came from `request`, the request
 * that produced them, and returns them as slots of a `ReplayTemplate`; the rest are constants the planner chose.
 * Each string or number leaf is tried in this order:
 * 1. equal to a value the rules read (`extractValues`; a window end, an extension's bare form) → `value` slot;
 * 2. a string equal to a well-known place the request names ("in Scaricati" → `~/Downloads`) → `place` slot;
 * 3. a number equal to one numeral or number word of the request ("uno", "sei", "20") → `span` `number` slot;
 * 4. a string whose words occur together in the request ("Anna", "5pm", "buy milk") → `span` slot, `text` when
 *    one of those words carries a value (capitalised, quoted, numeric, a time word), otherwise `fixed`;
 * 5. a string holding a URL, email or path of the request inside a longer text → `value` slot with `within`;
 * 6. a string whose words share a stem (5 letters, or a whole word of 4) with request words ("~/Documents" and
 *    "documenti") → `fixed` span slot over those words: replayed only while they are unchanged;
 * 7. anything else is a constant.
 * `options.now` should be the clock of the taught request, so that "today" is recognised in the taught dates.
 */
export function buildReplayTemplate(value: unknown, request: string, options: BuildReplayTemplateOptions = {}): ReplayTemplate {
  const analyzed = analyzeRequest(request, options);
  const places = readWordsPlaces(request);
  const slots: ReplaySlot[] = [];
  const walk = (item: unknown, path: Array<string | number>): void => {
    if (Array.isArray(item)) {
      item.forEach((child, position) => walk(child, [...path, position]));
      return;
    }
    if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) walk(child, [...path, key]);
      return;
    }
    if (typeof item !== 'string' && typeof item !== 'number') return;
    const slot = findSlot(item, analyzed, places, options);
    if (slot !== undefined) slots.push({ path, taught: item, ...slot });
  };
  walk(value, []);
  return { request, value: structuredClone(value), slots };
}

function findSlot(
  leaf: string | number,
  request: AnalyzedRequest,
  places: readonly RequestPlaceValue[],
  options: ExtractValuesOptions,
): Pick<ReplaySlot, 'source' | 'within'> | undefined {
  const typed = findTypedValue(leaf, request.values);
  if (typed !== undefined) return { source: typed };
  const place = places.find((candidate) => candidate.value === leaf);
  if (place !== undefined) {
    const rank = places.filter((candidate) => candidate.role === place.role && candidate.start < place.start).length;
    return { source: { type: 'place', role: place.role, rank } };
  }
  if (typeof leaf === 'number') {
    const position = request.tokens.findIndex((token) => readReplayNumber(token.text, options.language === 'es' ? undefined : options.language) === leaf);
    return position === -1 ? undefined : { source: { type: 'span', start: position, end: position + 1, format: 'number' } };
  }
  const words = splitRequestWords(leaf).map((token) => token.text);
  if (words.length === 0) return undefined;
  const start = findRun(request.tokens.map((token) => token.text), words);
  if (start !== -1) {
    const end = start + words.length;
    const carries = request.carriesValue.slice(start, end).some(Boolean);
    return { source: { type: 'span', start, end, format: carries ? 'text' : 'fixed' } };
  }
  const embedded = findEmbeddedValue(leaf, request.values);
  if (embedded !== undefined) return embedded;
  const linked = findStemLinks(leaf, request);
  if (linked !== undefined) return { source: { type: 'span', start: linked[0], end: linked[1], format: 'fixed' } };
  return undefined;
}

/** The first extracted value (numbered per kind) equal to `leaf`, whole or by part. */
function findTypedValue(leaf: string | number, values: readonly ExtractedValue[]): ReplaySlotSource | undefined {
  const counts = new Map<string, number>();
  for (const value of values) {
    const ordinal = counts.get(value.kind) ?? 0;
    counts.set(value.kind, ordinal + 1);
    const base = { type: 'value' as const, kind: value.kind, ordinal };
    if (value.value === leaf) return { ...base, part: 'whole' };
    if (value.kind === 'window') {
      const window = value.value as TimeWindow;
      if (window.from === leaf) return { ...base, part: 'from' };
      if (window.to === leaf) return { ...base, part: 'to' };
    }
    if (value.kind === 'extension' && value.extension === leaf) return { ...base, part: 'extension' };
  }
  return undefined;
}

/** A URL, email or path of the request inside a longer string: the slot and the text around it. */
function findEmbeddedValue(leaf: string, values: readonly ExtractedValue[]): Pick<ReplaySlot, 'source' | 'within'> | undefined {
  const counts = new Map<string, number>();
  for (const value of values) {
    const ordinal = counts.get(value.kind) ?? 0;
    counts.set(value.kind, ordinal + 1);
    if (!embeddableKinds.has(value.kind) || typeof value.value !== 'string' || value.value.length < 4) continue;
    const at = leaf.indexOf(value.value);
    if (at === -1) continue;
    return {
      source: { type: 'value', kind: value.kind, ordinal, part: 'whole' },
      within: { before: leaf.slice(0, at), after: leaf.slice(at + value.value.length) },
    };
  }
  return undefined;
}

/** Position of the first run of `words` in `tokens`, or -1. */
function findRun(tokens: readonly string[], words: readonly string[]): number {
  for (let start = 0; start + words.length <= tokens.length; start += 1) {
    if (words.every((word, offset) => tokens[start + offset] === word)) return start;
  }
  return -1;
}

/** `[start, end)` spanning the request words that share a stem with a word of `leaf`, or undefined. */
function findStemLinks(leaf: string, request: AnalyzedRequest): [number, number] | undefined {
  const leafWords = leaf
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4);
  if (leafWords.length === 0) return undefined;
  let first = -1;
  let last = -1;
  request.tokens.forEach((token, position) => {
    const word = token.text.replace(/[^\p{L}\p{N}]+/gu, '');
    if (word.length < 4) return;
    const linked = leafWords.some((leafWord) => leafWord === word || commonPrefix(leafWord, word) >= 5);
    if (!linked) return;
    if (first === -1) first = position;
    last = position;
  });
  return first === -1 ? undefined : [first, last + 1];
}

function commonPrefix(left: string, right: string): number {
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length += 1;
  return length;
}

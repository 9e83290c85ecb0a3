import { wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';
/** A place where a request goes on with a further action. */
export interface ContinuationMarker {
  /** Offsets of the marker in the query. */
  start: number;
  end: number;
  /** The marker as written (`and then`, `e poi`, `and send`). */
  text: string;
  /** `strong`: a sequencing conjunction; `verb`: "and"/"e" followed by an action verb. */
  strength: 'strong' | 'verb';
}

/** The split of a request at its first continuation: `prefix` for the fast-path, `residual` for the planner. */
export interface Continuation {
  prefix: string;
  residual: string;
  marker: ContinuationMarker;
  /** Every marker found, in text order. */
  markers: ContinuationMarker[];
}

const continuationWords = (kind: 'sequenceMarkers' | 'conjunctions' | 'actionVerbs' | 'encliticEndings'): string =>
  wordAlternation([...wordsOfEveryLocale((locale) => locale.continuation[kind])]);
const strongPattern = new RegExp(`(?<![\\p{L}])(?:${continuationWords('sequenceMarkers')})(?![\\p{L}])`, 'giu');
const verbPattern = new RegExp(
  `(?<![\\p{L}])(?:${continuationWords('conjunctions')})\\s+(?=(?:${continuationWords('actionVerbs')}|\\p{L}+(?:${continuationWords('encliticEndings')}))(?![\\p{L}]))`,
  'giu',
);

/**
 * Finds further actions in a request, which the planner gets after a replayed prefix (`chain_to_planner`): sequencing conjunctions (`and then`, `then`, `after that`,
 * `e poi`, `poi`, `dopodiché`, `infine`) and "and"/"e" followed by an action verb from a closed list or an
 * Italian verb with an enclitic pronoun (`e inviamelo`, `and send it`). Returns the split at the first marker,
 * or `undefined` when the request has a single action.
 */
export function detectContinuation(query: string): Continuation | undefined {
  const markers: ContinuationMarker[] = [];
  for (const match of query.matchAll(strongPattern)) {
    markers.push({ start: match.index, end: match.index + match[0].length, text: match[0], strength: 'strong' });
  }
  for (const match of query.matchAll(verbPattern)) {
    const start = match.index;
    if (markers.some((marker) => start < marker.end && start + match[0].length > marker.start)) continue;
    markers.push({ start, end: start + match[0].length, text: match[0].trim(), strength: 'verb' });
  }
  markers.sort((left, right) => left.start - right.start);
  const first = markers[0];
  if (first === undefined) return undefined;
  const prefix = trimJoint(query.slice(0, first.start));
  const residual = trimJoint(query.slice(first.end));
  if (prefix.length === 0 || residual.length === 0) return undefined;
  return { prefix, residual, marker: first, markers };
}

function trimJoint(text: string): string {
  return text.replace(/^[\s,;:.]+|[\s,;:.]+$/gu, '');
}

import { detectContinuation } from '../multi-tool/detect-continuation';
import type { ActionReader } from './action-reader';

/**
 * The action verbs of a request, one per action it asks for, in order: the text is cut at its continuation
 * markers (`detectContinuation`: "and then", "e poi", "and delete") and `readAction` reads each part.
 * "find the logs and delete them" → `['find', 'delete']`. L1 and L2 serve a row only when the lists are equal.
 */
export function readActions(text: string, readAction: ActionReader): string {
  const starts = [0, ...(detectContinuation(text)?.markers ?? []).map((marker) => marker.start)];
  return starts.map((start, position) => readAction(text.slice(start, starts[position + 1] ?? text.length)) ?? '').join(' > ');
}

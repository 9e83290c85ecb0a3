import type { ExtractedValue } from '../extracted-value';

const quotedPath = /(["'«“])((?:~|\/)[^"'»”\n]*)(["'»”])/gu;
const barePath = /(?<=^|[\s(\[])(~(?:\/[^\s"'()\[\]]*)?|\/(?:[\p{L}\p{N}._~@+-]+\/?)+)(?=$|[\s)\],;:!?"'.])/gu;
const homeWord = /(?<![\p{L}\p{N}])(home|casa)(?![\p{L}\p{N}])/giu;

/**
 * Finds file-system paths: `~`, `~/...`, absolute `/...`, quoted paths with spaces (`"~/My Docs"`), and the words
 * `home` / `casa`, which mean the home folder `~/` (only when the text has no explicit path). Trailing
 * sentence punctuation is dropped. URLs and emails must be masked out before calling this.
 */
export function findPaths(text: string): ExtractedValue[] {
  const found: ExtractedValue[] = [];
  const taken: Array<[number, number]> = [];
  for (const match of text.matchAll(quotedPath)) {
    const inner = match[2] ?? '';
    const start = match.index + 1;
    found.push({ kind: 'path', value: inner, text: inner, start, end: start + inner.length });
    taken.push([match.index, match.index + match[0].length]);
  }
  for (const match of text.matchAll(barePath)) {
    if (taken.some(([from, to]) => match.index >= from && match.index < to)) continue;
    const raw = (match[1] ?? '').replace(/[.,;:!?]+$/u, '');
    if (raw === '/' || raw.length === 0) continue;
    const value = raw === '~' ? '~/' : raw;
    found.push({ kind: 'path', value, text: raw, start: match.index, end: match.index + raw.length });
  }
  if (found.length === 0) {
    for (const match of text.matchAll(homeWord)) {
      found.push({ kind: 'path', value: '~/', text: match[0], start: match.index, end: match.index + match[0].length });
    }
  }
  return found.sort((left, right) => left.start - right.start);
}

import type { ExtractedValue } from '../extracted-value';
import { fileExtensions } from './file-extensions';

const globOrDot = /(?<![\p{L}\p{N}/~])\*?\.([\p{L}\p{N}]{1,8})(?![\p{L}\p{N}])/gu;
const bareWord = /(?<![\p{L}\p{N}.*])([\p{L}\p{N}]{1,8})(?![\p{L}\p{N}])/gu;

/**
 * Finds file extensions: globs and dotted forms (`*.pdf`, `.md`) for any extension, and bare words from
 * `fileExtensions` (`PDF file`, `file pdf`, `i pdf`, `le foto jpg`). The value is the glob `*.pdf`, with the bare
 * lowercase extension in `extension`. Duplicates are reported once. Mask URLs and paths out first.
 */
export function findExtensions(text: string): ExtractedValue[] {
  const found: ExtractedValue[] = [];
  const seen = new Set<string>();
  const add = (extension: string, raw: string, start: number): void => {
    const lower = extension.toLowerCase();
    if (seen.has(lower)) return;
    seen.add(lower);
    found.push({ kind: 'extension', value: `*.${lower}`, extension: lower, text: raw, start, end: start + raw.length });
  };
  for (const match of text.matchAll(globOrDot)) {
    const extension = match[1] ?? '';
    if (/^\d+$/u.test(extension)) continue;
    add(extension, match[0], match.index);
  }
  for (const match of text.matchAll(bareWord)) {
    const extension = match[1] ?? '';
    if (fileExtensions.has(extension.toLowerCase())) add(extension, match[0], match.index);
  }
  return found.sort((left, right) => left.start - right.start);
}

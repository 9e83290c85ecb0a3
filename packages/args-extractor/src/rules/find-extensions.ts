import { wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';
import { type ExtensionWords } from '@metnos/lexicon/internal';
import type { ExtractedValue } from '../extracted-value';
import { fileExtensions } from './file-extensions';

const compound = /(?<![\p{L}\p{N}/~])\*?\.(tar\.(?:gz|bz2|xz|zst|lz|lzma|z)|tgz|tbz2?|txz)(?![\p{L}\p{N}])/giu;
const globOrDot = /(?<![\p{L}\p{N}/~.])\*?\.([\p{L}\p{N}]{1,8})(?![\p{L}\p{N}]|\.[\p{L}])/gu;
const bareWord = /(?<![\p{L}\p{N}.*])([\p{L}\p{N}]{1,8})(?![\p{L}\p{N}])/gu;
/**
 * Bare words that are also ordinary words ("zip code", "raw data", "codice ISO", "log in"): they are extensions only
 * next to a file word ("file zip", "zip files", "archivi zip", "le immagini raw") or as a plural article ("i zip").
 */
const ambiguousWords = new Set(['zip', 'raw', 'iso', 'log', 'tar', 'rar', 'gz', 'md', 'doc', 'ts', 'py', 'js', 'sh', 'sql', 'eml', 'ics', 'vcf', 'mov', 'ogg', 'aac', 'm4a']);
const extensionWords = (pick: (words: ExtensionWords) => readonly string[]): string => wordAlternation([...wordsOfEveryLocale((locale) => pick(locale.extensions))]);
const fileNouns = extensionWords((words) => words.fileNouns);
const fileWordsAfter = new RegExp(String.raw`^\s*(?:${fileNouns})\b`, 'iu');
const fileWordsBefore = new RegExp(String.raw`(?:^|\s)(?:${fileNouns}|${extensionWords((words) => words.openers)})\s+$`, 'iu');
const notExtensionAfter = new RegExp(String.raw`^\s*(?:${extensionWords((words) => words.notFollowers)}|\d{3,5}\b)`, 'iu');
const notExtensionBefore = new RegExp(String.raw`(?:${extensionWords((words) => words.notPreceders)})\s+$`, 'iu');
const logParticle = new RegExp(String.raw`^\s*(?:${extensionWords((words) => words.logParticles)})\b`, 'iu');

/**
 * Finds file extensions: compound ones (`.tar.gz`, `*.tar.bz2`, `.tgz`) first, then globs and dotted forms (`*.pdf`,
 * `.md`) for any extension, then bare words from `fileExtensions` (`PDF file`, `file pdf`, `i pdf`, `le foto jpg`).
 * Bare words that are common words too (zip, raw, iso, log…) need a file word beside them, and "zip code", "raw
 * data", "codice ISO", "ISO 9001" are never extensions. The value is the glob `*.pdf`, with the bare lowercase
 * extension in `extension`. Duplicates are reported once. Mask URLs and paths out first.
 */
export function findExtensions(text: string): ExtractedValue[] {
  const found: ExtractedValue[] = [];
  const seen = new Set<string>();
  const taken: Array<[number, number]> = [];
  const add = (extension: string, raw: string, start: number): void => {
    const lower = extension.toLowerCase();
    taken.push([start, start + raw.length]);
    if (seen.has(lower)) return;
    seen.add(lower);
    found.push({ kind: 'extension', value: `*.${lower}`, extension: lower, text: raw, start, end: start + raw.length });
  };
  const free = (start: number, end: number): boolean => !taken.some(([from, to]) => start < to && end > from);
  // Compound and dotted forms have a dot: text without one skips their patterns (compiled on their first run).
  if (text.includes('.')) {
    for (const match of text.matchAll(compound)) add(match[1] ?? '', match[0], match.index);
    for (const match of text.matchAll(globOrDot)) {
      if (!free(match.index, match.index + match[0].length)) continue;
      const extension = match[1] ?? '';
      if (/^\d+$/u.test(extension)) continue;
      add(extension, match[0], match.index);
    }
  }
  for (const match of text.matchAll(bareWord)) {
    const extension = (match[1] ?? '').toLowerCase();
    if (!fileExtensions.has(extension) || !free(match.index, match.index + match[0].length)) continue;
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    if (notExtensionAfter.test(after) || notExtensionBefore.test(before)) continue;
    if (extension === 'log' && logParticle.test(after)) continue;
    if (ambiguousWords.has(extension) && !fileWordsAfter.test(after) && !fileWordsBefore.test(before)) continue;
    add(extension, match[0], match.index);
  }
  return found.sort((left, right) => left.start - right.start);
}

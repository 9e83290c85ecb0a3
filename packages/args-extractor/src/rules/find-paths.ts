import { wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';
import { type PathWords } from '@metnos/lexicon/internal';
import type { ExtractedValue } from '../extracted-value';
import { pathRole } from './path-role';

const quotedPaths = [
  /"((?:~|\/)[^"\n]*)"/gu,
  /«((?:~|\/)[^»\n]*)»/gu,
  /“((?:~|\/)[^”\n]*)”/gu,
  /'((?:~|\/)[^\n]*?)'(?=$|[\s,.;:!?)\]])/gu,
  /‘((?:~|\/)[^\n]*?)’(?=$|[\s,.;:!?)\]])/gu,
  /`((?:~|\/)[^`\n]*)`/gu,
];
const barePath = /(?<=^|[\s([])(~(?:\/[^\s"'()[\]]*)?|\/(?:[\p{L}\p{N}._~@+-]+\/?)+)(?=$|[\s)\],;:!?"'.])/gu;
const pathWords = (pick: (words: PathWords) => readonly string[]): string => wordAlternation([...wordsOfEveryLocale((locale) => pick(locale.paths))], { spaces: ' ' });
const homeWord = new RegExp(String.raw`(?<![\p{L}\p{N}])(${pathWords((words) => words.homeNames)})(?![\p{L}\p{N}])`, 'giu');
const homeBefore = new RegExp(String.raw`(?:^|\s)(?:${pathWords((words) => words.homeOpeners)})\s+$`, 'iu');
const homeAfter = new RegExp(String.raw`^\s+(?:${pathWords((words) => words.homeFollowers)})\b`, 'iu');
const notHomeAfter = new RegExp(String.raw`^\s*(?:${pathWords((words) => words.notHomeFollowers)})\b`, 'iu');
const yearLike = /^ (?:19|20)\d\d(?=$|[\s,.;:!?)])/u;
const trailingNumber = /^ \d{1,4}(?=\s*$|\s*[,.;:!?)])/u;

/**
 * Finds file-system paths: `~`, `~/...`, absolute `/...`, quoted paths with spaces and apostrophes
 * (`"~/Documenti/L'archivio di Anna"`, `'~/My Docs'`), and the words `home` / `casa` as the home folder `~/` — only as a
 * folder ("in home", "nella cartella casa", "home folder"), never in "casa editrice" or "home page", and only when
 * the text has no explicit path. A bare path followed by a year ("~/Documenti/progetti 2024") or by a number that
 * ends the sentence keeps it: folder names often end with one. Trailing sentence punctuation is dropped. A path after
 * "from/da" is a `source`, after "to/in/into/nella" a `destination` (`role`, see `pathRole`). Mask URLs and emails out first.
 */
export function findPaths(text: string): ExtractedValue[] {
  const found: ExtractedValue[] = [];
  const taken: Array<[number, number]> = [];
  // Quoted and bare paths start with "~" or "/": text with neither skips their patterns (compiled on their first run).
  const rooted = text.includes('/') || text.includes('~');
  for (const pattern of rooted ? quotedPaths : []) {
    for (const match of text.matchAll(pattern)) {
      if (taken.some(([from, to]) => match.index < to && match.index + match[0].length > from)) continue;
      const inner = match[1] ?? '';
      const start = match.index + 1;
      found.push({ kind: 'path', value: inner, text: inner, start, end: start + inner.length });
      taken.push([match.index, match.index + match[0].length]);
    }
  }
  for (const match of rooted ? text.matchAll(barePath) : []) {
    if (taken.some(([from, to]) => match.index >= from && match.index < to)) continue;
    let raw = (match[1] ?? '').replace(/[.,;:!?]+$/u, '');
    if (raw === '/' || raw.length === 0) continue;
    const rest = text.slice(match.index + raw.length);
    const suffix = /\p{L}$/u.test(raw) ? (yearLike.exec(rest) ?? trailingNumber.exec(rest))?.[0] : undefined;
    if (suffix !== undefined) raw += suffix;
    const value = raw === '~' ? '~/' : raw;
    found.push({ kind: 'path', value, text: raw, start: match.index, end: match.index + raw.length });
  }
  if (found.length === 0) {
    for (const match of text.matchAll(homeWord)) {
      const before = text.slice(0, match.index);
      const after = text.slice(match.index + match[0].length);
      if (notHomeAfter.test(after)) continue;
      if (!homeBefore.test(before) && !homeAfter.test(after)) continue;
      found.push({ kind: 'path', value: '~/', text: match[0], start: match.index, end: match.index + match[0].length });
    }
  }
  for (const path of found) {
    const role = pathRole(text.slice(0, path.start));
    if (role !== undefined) path.role = role;
  }
  return found.sort((left, right) => left.start - right.start);
}

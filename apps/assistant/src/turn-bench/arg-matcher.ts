import { isAbsolute, join, relative, resolve } from 'node:path';
import type { BenchWorld } from './bench-world';

/** A check of one argument of an executed step, with how it reads in the bench table. */
export interface ArgMatcher {
  text: string;
  test(value: unknown, world: BenchWorld): boolean;
}

const folded = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** A path under the bench home, written `~/…`: the value may be `~/…`, absolute, or relative to the home. */
function homePath(value: string, world: BenchWorld): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '~') return world.home;
  if (trimmed.startsWith('~/')) return join(world.home, trimmed.slice(2));
  return isAbsolute(trimmed) ? resolve(trimmed) : join(world.home, trimmed);
}

/** Exactly `expected` (strings compared trimmed and case-insensitively; numbers and booleans as they are). */
export function is(expected: string | number | boolean): ArgMatcher {
  return { text: JSON.stringify(expected), test: (value) => folded(value) === folded(expected) };
}

/** A path that names `expected` (`~/Documents`) in the bench home, however written. */
export function isPath(expected: string): ArgMatcher {
  return { text: expected, test: (value, world) => typeof value === 'string' && relative(homePath(expected, world), homePath(value, world)) === '' };
}

/** A list holding exactly the paths `expected` (each as {@link isPath}). */
export function arePaths(expected: readonly string[]): ArgMatcher {
  return {
    text: `[${expected.join(', ')}]`,
    test: (value, world) =>
      Array.isArray(value) && value.length === expected.length && expected.every((path) => value.some((item) => isPath(path).test(item, world))),
  };
}

/** A string (or list of strings) containing every one of `words`, case-insensitively. */
export function mentions(...words: string[]): ArgMatcher {
  return {
    text: `∋ ${words.join(' + ')}`,
    test: (value) => {
      const text = (Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '').toLowerCase();
      return words.every((word) => text.includes(word.toLowerCase()));
    },
  };
}

/** A file-name wildcard or extension that selects `extension` files (`*.pdf`, `pdf`, `.pdf`). */
export function selectsExtension(extension: string): ArgMatcher {
  return { text: `*.${extension}`, test: (value) => typeof value === 'string' && new RegExp(`^(\\*?\\.)?${extension}$`, 'i').test(value.trim()) };
}

/** Exactly the list `expected` (as {@link is}, in any order). */
export function isList(expected: readonly string[]): ArgMatcher {
  return {
    text: JSON.stringify(expected),
    test: (value) => Array.isArray(value) && value.length === expected.length && expected.every((item) => value.some((got) => folded(got) === folded(item))),
  };
}

/** A date-time string starting with `prefix` (`2026-05-20T09:00`, or a date `2026-06-01`). */
export function startsWith(prefix: string): ArgMatcher {
  return { text: `${prefix}…`, test: (value) => typeof value === 'string' && value.startsWith(prefix) };
}

/** Absent, or `expected` (for arguments whose default is right). */
export function absentOr(matcher: ArgMatcher): ArgMatcher {
  return { text: `${matcher.text} or absent`, test: (value, world) => value === undefined || matcher.test(value, world) };
}

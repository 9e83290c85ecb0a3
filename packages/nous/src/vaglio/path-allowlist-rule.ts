import { homedir } from 'node:os';
import { isAbsolute, relative, resolve } from 'node:path';
import { findPathValues } from './find-path-values';
import type { VaglioRule } from './vaglio';

function expandHome(path: string, home: string): string {
  if (path === '~') return home;
  return path.startsWith('~/') ? `${home}${path.slice(1)}` : path;
}

function isInside(root: string, path: string): boolean {
  const fromRoot = relative(root, path);
  return fromRoot === '' || (!fromRoot.startsWith('..') && !isAbsolute(fromRoot));
}

/**
 * Blocks a call when any argument that looks like a path (see `findPathValues`) resolves outside every folder
 * of `allowlist` (code `path_not_allowed`). Paths are resolved lexically against `baseDir` after expanding
 * `~`, so `..` cannot escape; symbolic links are not followed (an executor that follows links must check
 * its own targets). An empty allowlist means the home folder, as `[vaglio] path_allowlist` documents.
 */
export function pathAllowlistRule({
  allowlist = [],
  baseDir = process.cwd(),
  home = homedir(),
}: { allowlist?: readonly string[]; baseDir?: string; home?: string } = {}): VaglioRule {
  const roots = (allowlist.length === 0 ? [home] : allowlist).map((root) => resolve(baseDir, expandHome(root, home)));
  return {
    name: 'path_allowlist',
    judgeCall({ manifest, args }) {
      for (const { location, value } of findPathValues(args)) {
        const resolved = resolve(baseDir, expandHome(value, home));
        if (!roots.some((root) => isInside(root, resolved))) {
          return {
            allowed: false,
            failure: { code: 'path_not_allowed', details: { argument: location, path: resolved, reason: 'outside_allowlist' } },
            message: `${manifest.name}.${location} = ${JSON.stringify(value)} resolves outside the allowed folders`,
          };
        }
      }
      return { allowed: true };
    },
  };
}

import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { realPathOf, type RealPathMemo } from './real-path-of';

/** Why a path is refused: outside every allowed folder, inside a denied one, or out of them through a link. */
export type PathRefusalReason = 'outside_allowlist' | 'denied' | 'symlink_escape';

/** The answer of {@link PathPolicy.judge}. */
export type PathVerdict =
  | { allowed: true; /** The absolute path as written (`~` expanded, `..` resolved). */ path: string; /** Every link resolved: open this one. */ realPath: string }
  | { allowed: false; path: string; realPath?: string; reason: PathRefusalReason };

/** Which paths executors may touch, judged on real paths. Built by {@link createPathPolicy}. */
export interface PathPolicy {
  /** The allowed folders, real paths (links resolved when the policy was built). */
  readonly roots: readonly string[];
  /** `path` (absolute, `~/...` or relative to `baseDir`) as an absolute path, without touching the disk. */
  absolute(path: string): string;
  /** Resolves `path` and every link in it on disk and judges the real path: deny list first, then allowlist. */
  judge(path: string): PathVerdict;
  /**
   * Judges a path that is already real (read back from an open file, or met while walking a real folder without
   * following links) without touching the disk; `undefined` = allowed.
   */
  refusalOfReal(realPath: string): PathRefusalReason | undefined;
}

/** Options of {@link createPathPolicy}. */
export interface PathPolicyOptions {
  /** Allowed folders (absolute, `~/...`, or relative to `baseDir`); empty = nothing is allowed. */
  allowlist: readonly string[];
  /**
   * Denied paths, which win over the allowlist: a path (absolute, `~/...`, relative to `baseDir`) denies itself and
   * everything under it; a glob with `/` (`~/.local/share/metnos/*.sqlite*`) denies what it matches and everything
   * under it; a bare name or glob without `/` (`.env`, `.env.*`, `id_rsa*`) denies any file or folder of that name.
   */
  denylist?: readonly string[];
  /** Folder relative paths resolve against (default `process.cwd()`). */
  baseDir?: string;
  /** Home folder `~` expands to (default `os.homedir()`). */
  home?: string;
}

interface Place {
  lexical: string;
  real: string;
}

type DenyMatcher = (path: string) => boolean;

function expandHome(path: string, home: string): string {
  if (path === '~') return home;
  return path.startsWith('~/') ? `${home}${path.slice(1)}` : path;
}

/** Whether `path` is `root` or inside it (both absolute). */
function isInsideFolder(root: string, path: string): boolean {
  // Both are resolved already (`absolute`, real paths, `refusalOfReal` resolves its input): on POSIX a prefix
  // test says what `relative` would, without resolving both again for every folder of the lists.
  if (sep === '/') return path === root || root === '/' || path.startsWith(`${root}/`);
  const fromRoot = relative(root, path);
  return fromRoot === '' || (fromRoot !== '..' && !fromRoot.startsWith(`..${sep}`) && !isAbsolute(fromRoot));
}

/** `path` and each of its ancestors, nearest first. */
function selfAndAncestors(path: string): string[] {
  const found = [path];
  for (let current = path, parent = dirname(path); parent !== current; current = parent, parent = dirname(parent)) found.push(parent);
  return found;
}

/**
 * Builds the path policy every file access goes through (Vaglio's `path_allowlist` rule before a call, the file
 * executors at the moment they open, list or move). `judge` resolves symbolic links (`fs.realpath`; for a path
 * that does not exist yet, the real path of its nearest existing ancestor plus the rest) and refuses, in this order:
 * a path or real path inside the deny list (`denied`), a path whose real location is outside every allowed folder
 * although the path as written is inside one (`symlink_escape`), any other path outside (`outside_allowlist`).
 * The allowed and denied folders are themselves resolved to real paths when the policy is built.
 */
export function createPathPolicy({ allowlist, denylist = [], baseDir = process.cwd(), home = homedir() }: PathPolicyOptions): PathPolicy {
  const absolute = (path: string) => absolutePath(baseDir, home, path);
  // The folders are placed at one moment: their shared ancestors (`~`, `~/.config`) are asked of the disk once.
  const memo: RealPathMemo = new Map();
  const place = (path: string): Place => {
    const lexical = absolute(path);
    return { lexical, real: realPathOf(lexical, memo) ?? lexical };
  };
  const roots = allowlist.map(place);
  const denyMatchers = denylist.map((entry): DenyMatcher => {
    if (!entry.includes('/') && entry !== '~') {
      const matchesName = globMatcher(entry);
      return (path) => selfAndAncestors(path).some((each) => matchesName(basename(each)));
    }
    if (isGlob(entry)) {
      const matchesPath = globMatcher(absolute(entry));
      return (path) => selfAndAncestors(path).some((each) => matchesPath(each));
    }
    const folder = place(entry);
    return (path) => isInsideFolder(folder.lexical, path) || isInsideFolder(folder.real, path);
  });
  const isDenied = (path: string) => denyMatchers.some((matches) => matches(path));
  const isInsideRoots = (path: string) => roots.some((root) => isInsideFolder(root.real, path));

  return {
    roots: roots.map((root) => root.real),
    absolute,
    judge(path) {
      const lexical = absolute(path);
      const real = realPathOf(lexical);
      if (isDenied(lexical) || (real !== undefined && isDenied(real))) return refusal(lexical, real, 'denied');
      if (real !== undefined && isInsideRoots(real)) return { allowed: true, path: lexical, realPath: real };
      const writtenInside = roots.some((root) => isInsideFolder(root.lexical, lexical) || isInsideFolder(root.real, lexical));
      return refusal(lexical, real, writtenInside ? 'symlink_escape' : 'outside_allowlist');
    },
    refusalOfReal(realPath) {
      const path = resolve(realPath);
      if (isDenied(path)) return 'denied';
      return isInsideRoots(path) ? undefined : 'outside_allowlist';
    },
  };
}

/** `path` resolved against `baseDir` after expanding `~`, kept for the lists' entries (resolved at every build). */
const absolutePaths = new Map<string, string>();

function absolutePath(baseDir: string, home: string, path: string): string {
  // A relative base depends on the working folder: not kept.
  if (!isAbsolute(baseDir)) return resolve(baseDir, expandHome(path, home));
  const key = `${baseDir}\u0000${home}\u0000${path}`;
  let absolute = absolutePaths.get(key);
  if (absolute === undefined) {
    absolute = resolve(baseDir, expandHome(path, home));
    if (absolutePaths.size >= maxGlobs) absolutePaths.clear();
    absolutePaths.set(key, absolute);
  }
  return absolute;
}

/** Compiled globs by pattern: a pattern's matcher never changes, and compiling it costs more than judging a path. */
const globMatchers = new Map<string, (path: string) => boolean>();
const globs = new Map<string, boolean>();
const maxGlobs = 1024;

function globMatcher(pattern: string): (path: string) => boolean {
  let matcher = globMatchers.get(pattern);
  if (matcher === undefined) {
    matcher = picomatch(pattern, { dot: true });
    if (globMatchers.size >= maxGlobs) globMatchers.clear();
    globMatchers.set(pattern, matcher);
  }
  return matcher;
}

function isGlob(entry: string): boolean {
  let glob = globs.get(entry);
  if (glob === undefined) {
    glob = picomatch.scan(entry).isGlob;
    if (globs.size >= maxGlobs) globs.clear();
    globs.set(entry, glob);
  }
  return glob;
}

function refusal(path: string, realPath: string | undefined, reason: PathRefusalReason): PathVerdict {
  return realPath === undefined ? { allowed: false, path, reason } : { allowed: false, path, realPath, reason };
}

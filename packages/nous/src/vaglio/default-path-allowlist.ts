import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, normalize, relative } from 'node:path';

/** The XDG user folders allowed by default, in order (the first one is where relative paths start). */
const userFolders = [
  { key: 'DOCUMENTS', name: 'Documents' },
  { key: 'DOWNLOAD', name: 'Downloads' },
  { key: 'DESKTOP', name: 'Desktop' },
  { key: 'PICTURES', name: 'Pictures' },
  { key: 'MUSIC', name: 'Music' },
  { key: 'VIDEOS', name: 'Videos' },
] as const;

/** Reads `XDG_<KEY>_DIR="$HOME/Documenti"` lines of `user-dirs.dirs` (the format xdg-user-dirs writes). */
function readUserDirs(file: string, home: string): Map<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return new Map();
  }
  const folders = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^\s*XDG_([A-Z]+)_DIR\s*=\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(line);
    if (match === null) continue;
    const [, key = '', quoted = ''] = match;
    const value = quoted.replace(/\\(.)/g, '$1');
    const path = value === '$HOME' ? home : value.startsWith('$HOME/') ? join(home, value.slice('$HOME/'.length)) : value;
    if (isAbsolute(path)) folders.set(key, normalize(path));
  }
  return folders;
}

/**
 * The folders file executors may touch when `[vaglio] path_allowlist` is empty: the usual user folders, not the
 * whole home. Documents, Downloads, Desktop, Pictures, Music and Videos (Movies on macOS), named as
 * `xdg-user-dirs` names them in `<configHome>/user-dirs.dirs` (`~/Documenti`, `~/Scaricati`, ...) and in English
 * where it does not; a folder that `user-dirs.dirs` sets to the home itself (xdg-user-dirs' way of turning one
 * off) or to a folder holding the home is left out, so the default never becomes the whole home. Folders need not exist yet.
 */
export function defaultPathAllowlist({
  home = homedir(),
  configHome = process.env.XDG_CONFIG_HOME || join(home, '.config'),
  platform = process.platform,
}: { home?: string; configHome?: string; platform?: NodeJS.Platform } = {}): string[] {
  const configured = readUserDirs(join(configHome, 'user-dirs.dirs'), home);
  const folders: string[] = [];
  for (const { key, name } of userFolders) {
    const folder = configured.get(key) ?? join(home, platform === 'darwin' && key === 'VIDEOS' ? 'Movies' : name);
    const fromFolderToHome = relative(folder, home);
    const holdsHome = fromFolderToHome === '' || (!fromFolderToHome.startsWith('..') && !isAbsolute(fromFolderToHome));
    if (!holdsHome && !folders.includes(folder)) folders.push(folder);
  }
  return folders;
}

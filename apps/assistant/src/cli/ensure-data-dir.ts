import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { restrictDataPermissions, type TightenedPath } from '../storage/restrict-data-permissions';
import { CliInputError } from './cli-input-error';

/**
 * Makes sure `path` is a folder Metnos can write in (creating it 0700, and its parents, when missing), private to
 * its owner: a folder or SQLite files that group or others can access are tightened (`restrictDataPermissions`) and
 * returned, for the caller to say so. Throws
 * `CliInputError` `data_dir_not_folder` when a file is in the way (there or above), `data_dir_not_writable` when
 * it cannot be created or written; both name `configFile`, where `[storage] data_dir` moves it.
 */
export function ensureDataDir(path: string, { configFile }: { configFile: string }): TightenedPath[] {
  try {
    if (!statSync(path).isDirectory()) throw new CliInputError({ kind: 'data_dir_not_folder', path, configFile });
  } catch (error) {
    if (CliInputError.isInstance(error)) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') throw new CliInputError({ kind: 'data_dir_not_folder', path, configFile }, { cause: error });
    if (code !== 'ENOENT') throw new CliInputError({ kind: 'data_dir_not_writable', path, configFile, reason: code ?? 'unknown' }, { cause: error });
    try {
      mkdirSync(path, { recursive: true, mode: 0o700 });
    } catch (mkdirError) {
      const mkdirCode = (mkdirError as NodeJS.ErrnoException).code;
      if (mkdirCode === 'ENOTDIR' || mkdirCode === 'EEXIST') throw new CliInputError({ kind: 'data_dir_not_folder', path, configFile }, { cause: mkdirError });
      throw new CliInputError({ kind: 'data_dir_not_writable', path, configFile, reason: mkdirCode ?? 'unknown' }, { cause: mkdirError });
    }
  }
  try {
    accessSync(path, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new CliInputError({ kind: 'data_dir_not_writable', path, configFile, reason: (error as NodeJS.ErrnoException).code ?? 'unknown' }, { cause: error });
  }
  return restrictDataPermissions(path);
}

import { accessSync, constants, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DoctorCheck } from './doctor-check';
import type { DoctorMessages } from './doctor-messages';

/**
 * The data folder without changing anything: a writable folder is fine; a missing one is fine when the nearest
 * existing parent is a writable folder (Metnos creates it on first use); a file in the way or a folder Metnos
 * cannot write in fails, naming `[storage] data_dir` in `configFile`.
 */
export function checkDataDir(path: string, { configFile, messages }: { configFile: string; messages: DoctorMessages }): DoctorCheck {
  const fail = (text: string): DoctorCheck => ({ subject: 'data_dir', status: 'fail', text });
  let existing = path;
  let missing = false;
  for (;;) {
    try {
      const stat = statSync(existing);
      if (!stat.isDirectory()) return fail(messages.dataDirIsFile(existing === path ? path : existing, configFile));
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTDIR') return fail(messages.dataDirIsFile(path, configFile));
      if (code !== 'ENOENT') return fail(messages.dataDirNotWritable(path, code ?? 'error', configFile));
      missing = true;
      const parent = dirname(existing);
      if (parent === existing) return fail(messages.dataDirNotWritable(path, 'ENOENT', configFile));
      existing = parent;
    }
  }
  try {
    accessSync(existing, constants.W_OK | constants.X_OK);
  } catch (error) {
    return fail(messages.dataDirNotWritable(existing, (error as NodeJS.ErrnoException).code ?? 'error', configFile));
  }
  return { subject: 'data_dir', status: 'ok', text: missing ? messages.dataDirWillBeCreated(path) : messages.dataDirReady(path) };
}

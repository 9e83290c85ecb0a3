import { randomBytes } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ServerSecretError } from './server-secret-error';

/** File name of the secret inside the data dir. */
const serverSecretFileName = 'server-secret';

/** The per-install secret that authenticates every request to `metnos serve`. */
export interface ServerSecret {
  /** 43 base64url characters (32 random bytes). */
  value: string;
  /** Where it is kept (`<dataDir>/server-secret`, mode 0600). */
  file: string;
  /** True when this call generated it (first run). */
  created: boolean;
}

const secretPattern = /^[A-Za-z0-9_-]{43,}$/;

/**
 * Reads `<dataDir>/server-secret`, generating it on first run from 32 crypto-random bytes (created exclusively
 * with mode 0600, the data dir with 0700 when it does not exist yet). Throws `ServerSecretError` when the
 * file is readable or writable by group/others, is not a regular file (a symlink is refused, not followed),
 * belongs to another user, or does not hold a secret; the error says how to fix it.
 */
export function loadServerSecret({ dataDir }: { dataDir: string }): ServerSecret {
  const file = join(dataDir, serverSecretFileName);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const value = randomBytes(32).toString('base64url');
  try {
    const descriptor = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
    try {
      writeSync(descriptor, `${value}\n`);
    } finally {
      closeSync(descriptor);
    }
    return { value, file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { value: readExisting(file), file, created: false };
}

function readExisting(file: string): string {
  const quoted = `'${file.replaceAll("'", "'\\''")}'`;
  const entry = lstatSync(file);
  if (!entry.isFile()) {
    throw new ServerSecretError({ file, problem: 'not_a_regular_file', detail: `is ${entry.isSymbolicLink() ? 'a symlink' : 'not a regular file'}`, fix: `rm ${quoted} and run metnos serve again to generate a new one` });
  }
  const descriptor = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  try {
    const stats = fstatSync(descriptor);
    const uid = process.getuid?.();
    if (uid !== undefined && stats.uid !== uid) {
      throw new ServerSecretError({ file, problem: 'wrong_owner', detail: `belongs to user id ${stats.uid}, not to you (${uid})`, fix: `rm ${quoted} (as its owner) and run metnos serve again` });
    }
    // Windows has no POSIX modes: the file lives in the user's profile, guarded by its ACL.
    if (process.platform !== 'win32' && (stats.mode & 0o077) !== 0) {
      throw new ServerSecretError({
        file,
        problem: 'readable_by_others',
        detail: `has mode ${(stats.mode & 0o777).toString(8).padStart(4, '0')}, so other users can read or change it`,
        fix: `chmod 600 ${quoted} (and, if someone else may have read it, rm it to generate a new secret)`,
      });
    }
    const value = readFileSync(descriptor, 'utf8').trim();
    if (!secretPattern.test(value)) {
      throw new ServerSecretError({ file, problem: 'malformed', detail: 'does not hold a secret (expected at least 43 base64url characters)', fix: `rm ${quoted} and run metnos serve again to generate a new one` });
    }
    return value;
  } finally {
    closeSync(descriptor);
  }
}

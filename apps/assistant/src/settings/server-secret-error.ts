import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.server-secret');

/** Why the per-install server secret cannot be used. */
export type ServerSecretProblem = 'readable_by_others' | 'not_a_regular_file' | 'wrong_owner' | 'malformed';

/**
 * The per-install secret of `metnos serve` exists but cannot be trusted: its file is readable or writable by
 * other users, is a symlink or a folder, belongs to another user, or does not hold a secret. The message says
 * what is wrong and the command that fixes it; `fix` holds that command alone.
 */
export class ServerSecretError extends MetnosError {
  private readonly [symbol] = true;
  /** The secret file. */
  readonly file: string;
  /** What is wrong with it. */
  readonly problem: ServerSecretProblem;
  /** The shell command that fixes it, e.g. `chmod 600 '/home/u/.local/share/metnos/server-secret'`. */
  readonly fix: string;

  constructor({ file, problem, detail, fix }: { file: string; problem: ServerSecretProblem; detail: string; fix: string }) {
    super({ name: 'ServerSecretError', code: 'server_secret_unsafe', message: `server secret ${file} ${detail}; fix: ${fix}` });
    this.file = file;
    this.problem = problem;
    this.fix = fix;
  }

  static override isInstance(error: unknown): error is ServerSecretError {
    return MetnosError.hasMarker(error, 'metnos.error.server-secret');
  }
}

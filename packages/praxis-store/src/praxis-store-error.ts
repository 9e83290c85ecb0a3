import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.praxis-store');

/**
 * What went wrong with the Praxis database, as data the caller can branch on:
 * - `corrupt`: the file is not a SQLite database or a page is malformed (SQLITE_CORRUPT / SQLITE_NOTADB);
 * - `locked`: another connection held the write lock longer than `busy_timeout` (SQLITE_BUSY / SQLITE_LOCKED),
 *   retryable;
 * - `schema_too_new`: the file was written by a newer version of this package;
 * - `cannot_open`, `readonly`, `disk_full`, `io`: the file system refused;
 * - `invalid_input`: a caller passed a value the store cannot persist (bad intent hash, bad day, ...);
 * - `dimension_mismatch`: a vector's length differs from the dimension stored for its embedder id;
 * - `conflict`: a unique key already exists where append-only semantics forbid a second row;
 * - `closed`: the store was used after `close()`;
 * - `sqlite`: any other SQLite error (the original is the `cause`).
 */
export type PraxisStoreErrorCode =
  | 'corrupt'
  | 'locked'
  | 'schema_too_new'
  | 'cannot_open'
  | 'readonly'
  | 'disk_full'
  | 'io'
  | 'invalid_input'
  | 'dimension_mismatch'
  | 'conflict'
  | 'closed'
  | 'sqlite';

/**
 * A Praxis store failure. It names the database file and carries the SQLite result code when there is one;
 * recovery decisions read `code` and `isRetryable`, never the message.
 */
export class PraxisStoreError extends MetnosError {
  private readonly [symbol] = true;
  declare readonly code: PraxisStoreErrorCode;
  /** The database file (`:memory:` for in-memory stores). */
  readonly filename: string;
  /** The SQLite extended result code, e.g. `SQLITE_BUSY`, when SQLite raised the error. */
  readonly sqliteCode: string | undefined;

  constructor({
    code,
    filename,
    message,
    sqliteCode,
    cause,
  }: {
    code: PraxisStoreErrorCode;
    filename: string;
    message: string;
    sqliteCode?: string;
    cause?: unknown;
  }) {
    super({
      name: 'PraxisStoreError',
      code,
      message: `${filename}: ${message}`,
      cause,
      isRetryable: code === 'locked',
    });
    this.filename = filename;
    this.sqliteCode = sqliteCode;
  }

  static override isInstance(error: unknown): error is PraxisStoreError {
    return MetnosError.hasMarker(error, 'metnos.error.praxis-store');
  }
}

import { MetnosError } from './metnos-error';

const symbol = Symbol.for('metnos.error.config');

/**
 * The configuration cannot be used: malformed TOML, a key of the wrong type, an unknown key, or a bad
 * METNOS_* variable. The message names the file (or variable), line and key, and is meant for the user.
 */
export class ConfigError extends MetnosError {
  private readonly [symbol] = true;
  /** File path or environment variable the bad value came from. */
  readonly source: string;
  /** 1-based line in `source`, when known. */
  readonly line: number | undefined;
  /** 1-based column in `source`, when known. */
  readonly column: number | undefined;
  /** Dotted key, e.g. `fast_path.canonical_query_threshold`, when the problem is one key. */
  readonly key: string | undefined;

  constructor({
    message,
    source,
    line,
    column,
    key,
    cause,
  }: { message: string; source: string; line?: number; column?: number; key?: string; cause?: unknown }) {
    const where = line === undefined ? source : `${source}:${line}${column === undefined ? '' : `:${column}`}`;
    super({
      name: 'ConfigError',
      code: 'config_invalid',
      message: `${where}: ${key === undefined ? '' : `${key}: `}${message}`,
      cause,
    });
    this.source = source;
    this.line = line;
    this.column = column;
    this.key = key;
  }

  static override isInstance(error: unknown): error is ConfigError {
    return MetnosError.hasMarker(error, 'metnos.error.config');
  }
}

import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.executor-manifest');

/**
 * An executor's `manifest.toml` cannot be used: malformed TOML, a missing or mistyped key, or a manifest with
 * no implementation. The message starts with the file (and line, when known) so the user can fix it.
 */
export class ExecutorManifestError extends MetnosError {
  private readonly [symbol] = true;
  /** Path of the manifest file (or of the executors folder for catalog-level problems). */
  readonly file: string;
  /** Dotted key the problem is about, e.g. `input_schema.properties.paths`. */
  readonly key: string | undefined;
  /** 1-based line, when the TOML parser reported one. */
  readonly line: number | undefined;

  constructor({ file, key, line, message, cause }: { file: string; key?: string; line?: number; message: string; cause?: unknown }) {
    const where = line === undefined ? file : `${file}:${line}`;
    super({
      name: 'ExecutorManifestError',
      code: 'executor_manifest_invalid',
      message: `${where}: ${key === undefined ? '' : `${key}: `}${message}`,
      cause,
    });
    this.file = file;
    this.key = key;
    this.line = line;
  }

  static override isInstance(error: unknown): error is ExecutorManifestError {
    return MetnosError.hasMarker(error, 'metnos.error.executor-manifest');
  }
}

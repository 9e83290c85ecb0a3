import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.unsupported-schema');

/**
 * A JSON Schema construct that cannot be honoured, said in JSON Schema words: a malformed keyword
 * (`"required": true` inside a property), a node no value can satisfy (an `enum` that contradicts its `type`), or
 * one a grammar cannot enforce (a `pattern` with look-ahead, a remote `$ref`). Thrown instead of silently widening
 * the grammar (the pool grammars leave such a tool out and list it in `omitted` unless `strict`); pass
 * `unsupported: 'widen'` to the generators to accept a flagged, wider grammar instead.
 */
export class UnsupportedSchemaError extends MetnosError {
  private readonly [symbol] = true;
  /** Name of the tool whose schema failed, or `undefined` for a bare schema. */
  readonly tool: string | undefined;
  /** JSON pointer of the offending schema node inside the tool's `inputSchema` (`''` is the root). */
  readonly path: string;
  /** The JSON Schema keyword that cannot be honoured (e.g. `pattern`, `$ref`). */
  readonly keyword: string;
  /**
   * True when no value can satisfy the node (an `enum` that contradicts its `type`): an optional property of
   * that kind is left out of the grammar (listed in `narrowed`) instead of failing the whole pool.
   */
  readonly unsatisfiable: boolean;

  constructor({
    tool,
    path,
    keyword,
    message,
    cause,
    unsatisfiable = false,
  }: { tool?: string; path: string; keyword: string; message?: string; cause?: unknown; unsatisfiable?: boolean }) {
    const where = `${tool === undefined ? 'schema' : `tool '${tool}'`} at '${path === '' ? '/' : path}'`;
    super({
      name: 'UnsupportedSchemaError',
      code: 'unsupported_schema',
      message: `${where}: '${keyword}' ${message ?? 'is not supported'}`,
      cause,
    });
    this.tool = tool;
    this.path = path;
    this.keyword = keyword;
    this.unsatisfiable = unsatisfiable;
  }

  static override isInstance(error: unknown): error is UnsupportedSchemaError {
    return MetnosError.hasMarker(error, 'metnos.error.unsupported-schema');
  }
}

import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.invalid-tool-pool');

/**
 * The tool pool handed to a grammar generator cannot produce a grammar: it is empty, or two tools share a
 * name (the discriminated union would be ambiguous).
 */
export class InvalidToolPoolError extends MetnosError {
  private readonly [symbol] = true;
  /** `empty_pool` or `duplicate_tool_name`. */
  readonly reason: 'empty_pool' | 'duplicate_tool_name';
  /** The duplicated tool name, when `reason` is `duplicate_tool_name`. */
  readonly tool: string | undefined;

  constructor({ reason, tool }: { reason: 'empty_pool' | 'duplicate_tool_name'; tool?: string }) {
    super({
      name: 'InvalidToolPoolError',
      code: 'invalid_tool_pool',
      message:
        reason === 'empty_pool'
          ? 'the tool pool is empty: a grammar needs at least one tool'
          : `the tool pool has two tools named '${tool ?? ''}'`,
    });
    this.reason = reason;
    this.tool = tool;
  }

  static override isInstance(error: unknown): error is InvalidToolPoolError {
    return MetnosError.hasMarker(error, 'metnos.error.invalid-tool-pool');
  }
}

import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.invalid-tool-name');

/** A tool name breaks the Naming Authority's rule (`verb_object[_qualifier]` from the closed vocabulary). */
export class InvalidToolNameError extends MetnosError {
  private readonly [symbol] = true;
  /** The name as given. */
  readonly toolName: string;
  /** What is wrong and how to fix it, in one line. */
  readonly reason: string;

  constructor({ toolName, reason }: { toolName: string; reason: string }) {
    super({ name: 'InvalidToolNameError', code: 'invalid_tool_name', message: `tool name "${toolName}": ${reason}` });
    this.toolName = toolName;
    this.reason = reason;
  }

  static override isInstance(error: unknown): error is InvalidToolNameError {
    return MetnosError.hasMarker(error, 'metnos.error.invalid-tool-name');
  }
}

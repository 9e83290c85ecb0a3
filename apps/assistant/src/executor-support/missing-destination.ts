import { ExecutorError } from '@metnos/core';

/** `missing_destination` (invalid_args) when a move's `destination` argument is not a non-blank string. */
export function missingDestination(args: Record<string, unknown>, { tool }: { tool: string }): ExecutorError | undefined {
  if (typeof args.destination === 'string' && args.destination.trim() !== '') return undefined;
  return new ExecutorError({ tool, failureKind: 'invalid_args', code: 'missing_destination', message: 'destination is required', details: { arguments: ['destination'] } });
}

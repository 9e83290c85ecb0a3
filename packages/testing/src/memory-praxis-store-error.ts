import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.memory-praxis-store');

/**
 * Why the in-memory Praxis store refused a call: `invalid_input` (a bad key, day, vector dimension or transition),
 * `conflict` (a second observation of a turn), `not_found` (a replay of an unknown path), `closed` (used after
 * `close()`). The same refusals as @metnos/praxis-store's `PraxisStoreError`, so that tests see the same failures.
 */
export class MemoryPraxisStoreError extends MetnosError {
  private readonly [symbol] = true;
  declare readonly code: 'invalid_input' | 'conflict' | 'not_found' | 'closed';

  constructor({ code, message }: { code: MemoryPraxisStoreError['code']; message: string }) {
    super({ name: 'MemoryPraxisStoreError', code, message: `memory praxis store: ${message}` });
  }

  static override isInstance(error: unknown): error is MemoryPraxisStoreError {
    return MetnosError.hasMarker(error, 'metnos.error.memory-praxis-store');
  }
}

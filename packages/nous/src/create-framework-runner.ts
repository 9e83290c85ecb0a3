import type { Framework, FrameworkRunner } from '@metnos/core';
import { executeFramework } from './execute-framework';
import type { ExecuteFrameworkOptions } from './execute-framework';

/**
 * Binds {@link executeFramework} to a turn's executors and settings, giving core's `FrameworkRunner`: the
 * shape Pronoia receives to run a re-proposed plan without importing Nous. A per-call `abortSignal`
 * replaces the bound one.
 */
export function createFrameworkRunner(options: ExecuteFrameworkOptions): FrameworkRunner {
  return (framework: Framework, { abortSignal = options.abortSignal }: { abortSignal?: AbortSignal } = {}) =>
    executeFramework(framework, { ...options, abortSignal });
}

import type { FillerResolver } from '@metnos/core';
import { resolveFiller } from './resolve-filler';
import type { ResolveFillerOptions } from './resolve-filler';

/** Binds {@link resolveFiller} to a turn (llm, cache, query) as core's `FillerResolver`, for Nous. */
export function createFillerResolver(options: Omit<ResolveFillerOptions, 'abortSignal'>): FillerResolver {
  return (name, spec, { abortSignal } = {}) => resolveFiller(name, spec, { ...options, abortSignal });
}

import type { Replanner, ToolManifest } from '@metnos/core';
import { propose } from './propose';
import type { ProposeOptions } from './propose';

/**
 * Core's `Replanner` implemented by Metis, for Pronoia: each `replan` is one {@link propose} call over `pool`
 * with the failure's excluded tools (anti-fixation block) and Pronoia's hint.
 */
export function createMetisReplanner({
  pool,
  ...options
}: Omit<ProposeOptions, 'excludedTools' | 'hint' | 'abortSignal'> & { pool: readonly ToolManifest[] }): Replanner {
  return {
    replan({ query, intent, excludedTools, hint, abortSignal }) {
      return propose(query, intent, pool, { ...options, excludedTools, hint, abortSignal });
    },
  };
}

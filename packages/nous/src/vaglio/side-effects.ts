import type { ToolEffect, ToolManifest } from '@metnos/core';
import { consentEffects } from './consent-effects';

/**
 * What running `manifest`'s tool does beyond reading: its declared effects other than `read` (`write`, `network`,
 * `send`, `delete`, `overwrite`). Empty means read-only, so the step may run again freely (a confirmed plan re-reads
 * what it acts on). A manifest without `effects` falls back to its legacy `flags.destructive`, as
 * {@link consentEffects} does.
 */
export function sideEffects(manifest: ToolManifest): ToolEffect[] {
  if (manifest.effects === undefined) return consentEffects(manifest);
  return manifest.effects.filter((effect) => effect !== 'read');
}

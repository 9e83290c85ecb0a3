import type { ToolEffect, ToolManifest } from '@metnos/core';

/** Effects that always need the user's informed consent: data leaves the machine, is deleted or is replaced. */
export const consentEffectNames: readonly ToolEffect[] = ['send', 'delete', 'overwrite'];

/**
 * The effects of `manifest` that need the user's consent before the tool runs: its declared `effects` that send,
 * delete or overwrite. A manifest without `effects` falls back to its legacy `flags.destructive` (treated as
 * `delete` and `overwrite`).
 */
export function consentEffects(manifest: ToolManifest): ToolEffect[] {
  if (manifest.effects === undefined) return manifest.flags?.destructive === true ? ['delete', 'overwrite'] : [];
  return consentEffectNames.filter((effect) => manifest.effects?.includes(effect) === true);
}

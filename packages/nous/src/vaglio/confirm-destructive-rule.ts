import type { VaglioRule } from './vaglio';

/**
 * Blocks a tool flagged `destructive` unless the turn carries the user's confirmation (`confirmed`), with
 * code `confirmation_required`. Checked before the call, so nothing is changed without consent.
 */
export function confirmDestructiveRule(): VaglioRule {
  return {
    name: 'confirm_destructive',
    judgeCall({ manifest, confirmed }) {
      if (manifest.flags?.destructive !== true || confirmed) return { allowed: true };
      return {
        allowed: false,
        code: 'confirmation_required',
        message: `${manifest.name} changes user data and needs the user's confirmation`,
        details: { tool: manifest.name },
      };
    },
  };
}

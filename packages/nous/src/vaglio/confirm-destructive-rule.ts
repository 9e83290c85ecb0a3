import { consentEffects } from './consent-effects';
import type { VaglioRule } from './vaglio';

/**
 * Blocks a tool whose effects send data outside, delete or overwrite ({@link consentEffects}) unless the user
 * consented to this plan (`confirmed`), with code `confirmation_required` and the effects in its details.
 * Checked before the call, so nothing is changed or sent without consent.
 */
export function confirmDestructiveRule(): VaglioRule {
  return {
    name: 'confirm_destructive',
    judgeCall({ manifest, confirmed }) {
      const effects = consentEffects(manifest);
      if (effects.length === 0 || confirmed) return { allowed: true };
      return {
        allowed: false,
        failure: { code: 'confirmation_required', details: { effects } },
        message: `${manifest.name} needs the user's consent (effects: ${effects.join(', ')})`,
      };
    },
  };
}

import { consentEffects } from './consent-effects';
import { sideEffects } from './side-effects';
import type { VaglioRule } from './vaglio';

/**
 * Blocks a tool whose effects send data outside, delete or overwrite ({@link consentEffects}) unless the user
 * consented to it (`confirmed`), with code `confirmation_required` and the effects in its details. Checked before
 * the call, so nothing is changed or sent without consent. A step with any other effect (`write`, `network`:
 * {@link sideEffects}) that comes before such a step in the plan (`later`) is blocked the same way: the user sees
 * every effect of the plan before anything with an effect runs, and a confirmed run never repeats one. Read-only
 * steps always run (so the consent request can show resolved arguments, and a confirmed run re-reads them).
 */
export function confirmDestructiveRule(): VaglioRule {
  return {
    name: 'confirm_destructive',
    judgeCall({ manifest, confirmed, later = [] }) {
      if (confirmed) return { allowed: true };
      const effects = consentEffects(manifest);
      if (effects.length > 0) {
        return {
          allowed: false,
          failure: { code: 'confirmation_required', details: { effects } },
          message: `${manifest.name} needs the user's consent (effects: ${effects.join(', ')})`,
        };
      }
      const own = sideEffects(manifest);
      const asking = later.find((next) => consentEffects(next).length > 0);
      if (own.length === 0 || asking === undefined) return { allowed: true };
      return {
        allowed: false,
        failure: { code: 'confirmation_required', details: { effects: own } },
        message: `${manifest.name} (effects: ${own.join(', ')}) comes before ${asking.name}, which needs the user's consent: both are shown before either runs`,
      };
    },
  };
}

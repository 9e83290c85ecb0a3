import { consentEffects } from './consent-effects';
import { contentLeaves, type ContentSource, type ModelEndpointOf } from './content-leaves';
import { sideEffects } from './side-effects';
import type { VaglioRule } from './vaglio';

/** Options of {@link confirmDestructiveRule}. */
export interface ConfirmDestructiveRuleOptions {
  /** Which tools hand their input to a model outside the machine, and its endpoint (default: none do). */
  modelEndpointOf?: ModelEndpointOf;
}

/**
 * Blocks a tool whose effects send data outside, delete or overwrite ({@link consentEffects}) unless the user
 * consented to it (`confirmed`), with code `confirmation_required` and the effects in its details. The taint rule
 * ({@link contentLeaves}) blocks the same way a step whose arguments carry what earlier steps returned (`derivedFrom`)
 * when it would take them outside: a fetch (`network`: the URL carries them to its host) or a remote model
 * (`modelEndpointOf`), with `details.about` saying which output goes where. Checked before the call, so nothing is
 * changed or sent without consent. A step with any other effect (`write`, `network`: {@link sideEffects}) that comes
 * before such a step in the plan (`later`, `laterSteps`) is blocked the same way: the user sees every effect of the
 * plan before anything with an effect runs, and a confirmed run never repeats one. Read-only steps always run (so
 * the consent request can show resolved arguments, and a confirmed run re-reads them).
 */
export function confirmDestructiveRule({ modelEndpointOf }: ConfirmDestructiveRuleOptions = {}): VaglioRule {
  const asks = (manifest: Parameters<typeof consentEffects>[0], derivedFrom: readonly ContentSource[]) =>
    consentEffects(manifest).length > 0 || contentLeaves(manifest, derivedFrom, { modelEndpointOf }) !== undefined;
  return {
    name: 'confirm_destructive',
    judgeCall({ manifest, confirmed, later = [], laterSteps, derivedFrom = [] }) {
      if (confirmed) return { allowed: true };
      const effects = consentEffects(manifest);
      if (effects.length > 0) {
        return {
          allowed: false,
          failure: { code: 'confirmation_required', details: { effects } },
          message: `${manifest.name} needs the user's consent (effects: ${effects.join(', ')})`,
        };
      }
      const leaving = contentLeaves(manifest, derivedFrom, { modelEndpointOf });
      if (leaving !== undefined) {
        return {
          allowed: false,
          failure: { code: 'confirmation_required', details: { effects: leaving.effects, about: leaving.about } },
          message: `${manifest.name} needs the user's consent: ${leaving.about}`,
        };
      }
      const own = sideEffects(manifest);
      const following = laterSteps ?? later.map((next) => ({ manifest: next, derivedFrom: [] }));
      const asking = following.find((next) => asks(next.manifest, next.derivedFrom));
      if (own.length === 0 || asking === undefined) return { allowed: true };
      return {
        allowed: false,
        failure: { code: 'confirmation_required', details: { effects: own } },
        message: `${manifest.name} (effects: ${own.join(', ')}) comes before ${asking.manifest.name}, which needs the user's consent: both are shown before either runs`,
      };
    },
  };
}

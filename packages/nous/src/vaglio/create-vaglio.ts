import { defaultVaglioRules } from './default-vaglio-rules';
import type { Vaglio, VaglioRule, VaglioVerdict } from './vaglio';

const allowed: VaglioVerdict = { allowed: true };

function withRule(verdict: VaglioVerdict, rule: VaglioRule): VaglioVerdict {
  if (verdict.allowed) return verdict;
  return { ...verdict, rule: rule.name };
}

/**
 * Builds Vaglio, the safety judge, from ordered rules; the first rule that blocks decides and its name is
 * added to the verdict's `details.rule`. Without `rules` it uses {@link defaultVaglioRules} with their
 * defaults (confirm destructive tools, paths inside the home folder, result caps).
 */
export function createVaglio({ rules = defaultVaglioRules() }: { rules?: readonly VaglioRule[] } = {}): Vaglio {
  const callRules = rules.filter((rule) => rule.judgeCall !== undefined);
  const resultRules = rules.filter((rule) => rule.judgeResult !== undefined);
  return {
    judgeCall(input) {
      for (const rule of callRules) {
        const verdict = rule.judgeCall?.(input) ?? allowed;
        if (!verdict.allowed) return withRule(verdict, rule);
      }
      return allowed;
    },
    judgeResult(input) {
      for (const rule of resultRules) {
        const verdict = rule.judgeResult?.(input) ?? allowed;
        if (!verdict.allowed) return withRule(verdict, rule);
      }
      return allowed;
    },
  };
}

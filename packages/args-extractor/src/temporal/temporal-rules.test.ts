import { describe, expect, it } from 'vitest';
import { ruleExampleFailures } from './engine/rule-example-failures';
import { temporalRules } from './temporal-rules';

describe('temporalRules', () => {
  it('should name every rule once, in kebab-case, with at least one example', () => {
    const names = temporalRules.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => !/^[a-z]+(?:-[a-z]+)*$/u.test(name))).toEqual([]);
    expect(temporalRules.filter((rule) => rule.examples.accept.length + rule.examples.reject.length === 0).map((rule) => rule.name)).toEqual([]);
  });

  // The generated table: every rule's examples, against the whole rule set.
  for (const rule of temporalRules) {
    it(`should accept and reject the examples of ${rule.kind} ${rule.name}`, () => {
      expect(ruleExampleFailures(rule, temporalRules)).toEqual([]);
    });
  }

  // Ablation: without any one rule, some example of the suite breaks (its own first), so no rule is dead weight.
  for (const rule of temporalRules) {
    it(`should break an example without ${rule.kind} ${rule.name}`, () => {
      const without = temporalRules.filter((other) => other !== rule);
      const broken = [rule, ...without].some((owner) => ruleExampleFailures(owner, without, true).length > 0);
      expect(broken, `${rule.name} can be removed with every example still holding`).toBe(true);
    });
  }
});

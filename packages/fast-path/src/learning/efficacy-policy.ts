import { assertNumberOption } from '../shared/assert-option';

/**
 * The efficacy ager's thresholds (`[praxis]` `efficacy_*`; docs/decisions/2026-11-24-efficacy-ager.md): a learned
 * thing's efficacy is its success rate, halved every `halfLifeActiveDays` active days unused; below `floor` it
 * retires. The success rate is judged only from `minUsesToJudge` outcomes (until then it counts as 1).
 */
export interface EfficacyPolicy {
  /** Active days unused that halve the efficacy (default 30). */
  halfLifeActiveDays: number;
  /** Below this efficacy the thing retires, in [0, 1] (default 0.5; 0 retires nothing). */
  floor: number;
  /** Outcomes (successes + failures) before the success rate counts (default 3). */
  minUsesToJudge: number;
}

/** The defaults: a thing that always worked retires after 31 active days unused, one that fails half the time at once. */
export const defaultEfficacyPolicy: Readonly<EfficacyPolicy> = Object.freeze({ halfLifeActiveDays: 30, floor: 0.5, minUsesToJudge: 3 });

/** Throws `FastPathError('invalid_option')` naming the field when `policy` is out of range. */
export function assertEfficacyPolicy(policy: EfficacyPolicy): void {
  assertNumberOption('halfLifeActiveDays', policy.halfLifeActiveDays, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  assertNumberOption('floor', policy.floor, { min: 0, max: 1 });
  assertNumberOption('minUsesToJudge', policy.minUsesToJudge, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
}

import type { StepResult } from '@metnos/core';

/** Result of reading a reference: `found` is false when the step, a field or an index does not exist. */
export type StepReferenceValue = { found: true; value: unknown } | { found: false; reason: string };

/**
 * Reads `field.path` from the output of step `stepNumber` (1-based). Each segment reads an object property or
 * an array index; `length` on an array or string gives its length (`${step1.entries.length}`). Only own
 * properties are read, so `constructor` or `__proto__` never reach the prototype.
 */
export function readStepReference(steps: readonly StepResult[], stepNumber: number, path: string): StepReferenceValue {
  const step = steps[stepNumber - 1];
  if (step === undefined || step.output === undefined) {
    return { found: false, reason: `step ${stepNumber} has not produced a result` };
  }
  let current: unknown = step.output;
  for (const segment of path.split('.').filter((part) => part !== '')) {
    if ((Array.isArray(current) || typeof current === 'string') && segment === 'length') {
      current = current.length;
    } else if (Array.isArray(current) && /^\d+$/.test(segment)) {
      if (Number(segment) >= current.length) return { found: false, reason: `step${stepNumber}.${path}: index ${segment} out of range` };
      current = current[Number(segment)];
    } else if (current !== null && typeof current === 'object' && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return { found: false, reason: `step${stepNumber}.${path}: no field "${segment}"` };
    }
  }
  if (current === undefined) return { found: false, reason: `step${stepNumber}.${path} is undefined` };
  return { found: true, value: current };
}

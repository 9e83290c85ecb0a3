import type { Framework } from '@metnos/core';

const stepReference = /\$\{step(\d+)(?:\.[A-Za-z_][A-Za-z0-9_]*|\.\d+)+\}/g;

function referencedSteps(value: unknown, found: number[] = []): number[] {
  if (typeof value === 'string') for (const match of value.matchAll(stepReference)) found.push(Number(match[1]));
  else if (Array.isArray(value)) for (const item of value) referencedSteps(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'from_step' && typeof item === 'number') found.push(item);
      else referencedSteps(item, found);
    }
  }
  return found;
}

/**
 * How many steps must have run before `framework` for its references to make sense: a plan made for the residual
 * of a chained request is numbered after the prefix's steps (its step 1 may say `from_step: 2`). The least such
 * count, from its `from_step` and `${stepN.field}` references (0 for a plan that stands alone).
 */
export function requiredPriorSteps(framework: Framework): number {
  let required = 0;
  for (const [position, step] of framework.steps.entries()) {
    for (const reference of referencedSteps(step.args)) required = Math.max(required, reference - position);
  }
  for (const reference of referencedSteps(framework.final_message)) required = Math.max(required, reference - framework.steps.length);
  return required;
}

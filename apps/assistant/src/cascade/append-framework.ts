import type { Framework, FrameworkStep } from '@metnos/core';

const stepReference = /\$\{step(\d+)((?:\.[A-Za-z_][A-Za-z0-9_]*|\.\d+)+)\}/g;

function shiftValue(value: unknown, offset: number): unknown {
  if (typeof value === 'string') return value.replace(stepReference, (_match, step: string, path: string) => `\${step${Number(step) + offset}${path}}`);
  if (Array.isArray(value)) return value.map((item) => shiftValue(item, offset));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftValue(item, offset)]));
  }
  return value;
}

function shiftStep(step: FrameworkStep, offset: number): FrameworkStep {
  const args = shiftValue(step.args, offset) as Record<string, unknown>;
  if (typeof args.from_step === 'number') args.from_step += offset;
  return { ...step, args };
}

/**
 * One framework made of `first`'s steps followed by `rest`'s, as if planned together: `rest`'s `from_step: N`
 * and `${stepN.field}` (in args and final message) are shifted by the number of `first`'s steps; fillers are
 * merged (`rest` wins on a name clash); the final message is `rest`'s. Used to record a chained turn (an L2
 * prefix + the planner's remaining steps) as one pipeline. Pure.
 */
export function appendFramework(first: Framework, rest: Framework): Framework {
  const offset = first.steps.length;
  return {
    steps: [...first.steps, ...rest.steps.map((step) => shiftStep(step, offset))],
    fillers: { ...first.fillers, ...rest.fillers },
    final_message: shiftValue(rest.final_message, offset) as string,
  };
}

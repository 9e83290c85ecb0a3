import type { Framework } from '@metnos/core';

/**
 * One plan of a chained turn: `first` (the steps an L2 path ran) followed by `rest` (the residual's plan, whose
 * steps are already numbered after `first`'s, so its `from_step` and `${stepN.field}` references stay as they
 * are). Fillers merge (the residual's win); the final message is the residual's.
 */
export function appendFramework(first: Framework, rest: Framework): Framework {
  return {
    steps: [...first.steps, ...rest.steps],
    fillers: { ...first.fillers, ...rest.fillers },
    final_message: rest.final_message,
  };
}

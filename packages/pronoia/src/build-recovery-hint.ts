import type { FailureClass, StepFailure } from '@metnos/core';

/**
 * The class-specific instruction Pronoia gives Metis for the one re-proposal (seed 002 §9): `wrong_tool`
 * puts the failed tool off the table, `wrong_args` asks for canonical arguments and explicit `from_step`,
 * `missing_input` asks for a setup step before the failed one. `out_of_scope` never reaches the planner; its
 * hint only documents why.
 */
export function buildRecoveryHint(failureClass: FailureClass, failure: StepFailure): string {
  const cause = `${failure.code}: ${failure.message}`;
  switch (failureClass) {
    case 'wrong_tool':
      return `Step ${failure.index} with tool "${failure.tool}" failed (${cause}). That tool is off the table: propose a different plan with other tools.`;
    case 'wrong_args':
      return `Step ${failure.index} with tool "${failure.tool}" got wrong arguments (${cause}). Keep the tools if they fit, but use canonical args exactly as each tool's schema names them, and an explicit "from_step": N wherever a step consumes an earlier step's entries.`;
    case 'missing_input':
      return `Step ${failure.index} with tool "${failure.tool}" found an input missing (${cause}). If a tool can create it (build the index, create the folder, mount the share), add that setup step before the failing step and keep the rest of the plan.`;
    case 'out_of_scope':
      return `Step ${failure.index} with tool "${failure.tool}" needs the user or a missing capability (${cause}); no plan can fix it.`;
  }
}

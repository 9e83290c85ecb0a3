import type { FailureClass, StepFailure } from '@metnos/core';

/**
 * What went wrong, for the planner, built only from the failure's code and the names it carries (argument names
 * of the tool's own schema, the executor's code): never its message, which may quote content a tool read (a
 * page, a mail, a file) and would let that content steer the next plan.
 */
function describeCause(failure: StepFailure): string {
  switch (failure.code) {
    case 'invalid_args':
      return failure.details.arguments.length === 0 ? 'invalid_args' : `invalid_args: ${failure.details.arguments.map((name) => JSON.stringify(name)).join(', ')}`;
    case 'executor_failed':
      return `${failure.details.kind}${failure.details.arguments === undefined || failure.details.arguments.length === 0 ? '' : ` (${failure.details.arguments.map((name) => JSON.stringify(name)).join(', ')})`}`;
    case 'from_step_invalid':
    case 'from_step_unconsumed':
      return `${failure.code} (from_step ${failure.details.fromStep})`;
    default:
      return failure.code;
  }
}

/**
 * The class-specific instruction Pronoia gives Metis for the one re-proposal: `wrong_tool`
 * puts the failed tool off the table, `wrong_args` asks for canonical arguments and explicit `from_step`,
 * `missing_input` asks for a setup step before the failed one. `out_of_scope` never reaches the planner; its
 * hint only documents why. Only structured data goes in (see {@link describeCause}).
 */
export function buildRecoveryHint(failureClass: FailureClass, failure: StepFailure): string {
  const cause = describeCause(failure);
  const tool = JSON.stringify(failure.tool);
  switch (failureClass) {
    case 'wrong_tool':
      return `Step ${failure.index} with tool ${tool} failed (${cause}). That tool is off the table: propose a different plan with other tools.`;
    case 'wrong_args':
      return `Step ${failure.index} with tool ${tool} got wrong arguments (${cause}). Keep the tools if they fit, but use canonical args exactly as each tool's schema names them, and an explicit "from_step": N wherever a step consumes an earlier step's entries.`;
    case 'missing_input':
      return `Step ${failure.index} with tool ${tool} found an input missing (${cause}). If a tool can create it (build the index, create the folder, mount the share), add that setup step before the failing step and keep the rest of the plan.`;
    case 'out_of_scope':
      return `Step ${failure.index} with tool ${tool} needs the user or a missing capability (${cause}); no plan can fix it.`;
  }
}

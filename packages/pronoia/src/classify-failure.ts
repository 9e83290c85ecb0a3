import type { FailureClass, FailureKind, StepFailure } from '@metnos/core';

// Structured decisions: a failure kind that alone decides the class (seed 002 §9).
const classByKind: Partial<Record<FailureKind, FailureClass>> = {
  unknown_tool: 'wrong_tool',
  invalid_args: 'wrong_args',
  timeout: 'missing_input',
  unavailable: 'missing_input',
  not_found: 'missing_input',
  empty_result: 'missing_input',
  user_action_required: 'out_of_scope',
  missing_capability: 'out_of_scope',
  blocked: 'out_of_scope',
};

// Codes that override their kind (e.g. a crash whose code says the input is missing).
const classByCode: Record<string, FailureClass> = {
  cap_steps_exceeded: 'wrong_args',
  from_step_invalid: 'wrong_args',
  from_step_unconsumed: 'wrong_args',
  unresolved_reference: 'wrong_args',
  unknown_filler: 'wrong_args',
  placeholder_value: 'wrong_args',
  missing_required_one_of: 'wrong_args',
  schema_violation: 'wrong_args',
  index_missing: 'missing_input',
  index_not_built: 'missing_input',
  filler_unresolved: 'out_of_scope',
  confirmation_required: 'out_of_scope',
  path_not_allowed: 'out_of_scope',
  location_not_shared: 'out_of_scope',
  skill_disabled: 'out_of_scope',
};

/** Ordered textual markers (it/en); the first class with a matching marker wins. */
const markers: Array<{ failureClass: FailureClass; pattern: RegExp }> = [
  {
    failureClass: 'out_of_scope',
    pattern: /\blocation\b|\bposizione\b|permission denied|\beacces\b|\beperm\b|permesso negato|not enabled|non (è )?abilitat|\boauth\b|unauthori[sz]ed|forbidden|\bconfirm/i,
  },
  {
    failureClass: 'missing_input',
    pattern: /not found|no such file|\benoent\b|non trovat|non esiste|does not exist|connection refused|\beconnrefused\b|index (is )?not built|index missing|indice non|timeout|timed out|unavailable|non disponibile|no results|nessun risultato|zero results/i,
  },
  {
    failureClass: 'wrong_args',
    pattern: /invalid|non valid|missing required|required (property|argument)|must have|must be|\bargument|parametr|from_step|placeholder/i,
  },
  {
    failureClass: 'wrong_tool',
    pattern: /unknown tool|no such tool|not a function|is not supported|unsupported|typeerror|cannot read propert/i,
  },
];

/**
 * Classifies a failed step into Pronoia's four classes, deterministically: first by `code` (when it is one
 * of the engine's known codes), then by `kind` (except `executor_crash` and `unknown`, which say nothing about the cause), then by
 * it/en textual markers in code, message and `details.causeCode` (a Node error code such as `ENOENT`)
 * ("not found", "ENOENT", "connection refused", "index not built", "timeout", "invalid", "missing required",
 * "location", "permission denied", ...). A failure nothing recognises is `wrong_tool`: an unexplained crash
 * means the tool was unfit for the job.
 */
export function classifyFailure(failure: StepFailure): FailureClass {
  const byCode = classByCode[failure.code];
  if (byCode !== undefined) return byCode;
  const byKind = classByKind[failure.kind];
  if (byKind !== undefined) return byKind;
  const causeCode = failure.details?.['causeCode'];
  const text = `${failure.code} ${failure.message} ${typeof causeCode === 'string' ? causeCode : ''}`;
  for (const marker of markers) {
    if (marker.pattern.test(text)) return marker.failureClass;
  }
  return 'wrong_tool';
}

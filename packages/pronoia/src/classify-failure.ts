import type { ExecutorFailureDetails, FailureClass, FailureKind, StepFailure } from '@metnos/core';

/** Node error codes that say an input is missing or a backend does not answer. */
const missingInputCauses = new Set(['ENOENT', 'ENOTDIR', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Node error codes that only the user can fix (permissions). */
const outOfScopeCauses = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * The class of an executor's own failure: by its kind, and for a crash (`executor_crash`, `unknown`) by the Node
 * error code of its cause; an unexplained crash means the tool was unfit for the job (`wrong_tool`).
 */
function classifyExecutorFailure({ kind, causeCode }: ExecutorFailureDetails): FailureClass {
  switch (kind satisfies FailureKind) {
    case 'invalid_args':
      return 'wrong_args';
    case 'unknown_tool':
      return 'wrong_tool';
    case 'timeout':
    case 'unavailable':
    case 'not_found':
    case 'empty_result':
      return 'missing_input';
    case 'user_action_required':
    case 'missing_capability':
    case 'blocked':
      return 'out_of_scope';
    case 'executor_crash':
    case 'unknown':
      if (causeCode !== undefined && missingInputCauses.has(causeCode)) return 'missing_input';
      if (causeCode !== undefined && outOfScopeCauses.has(causeCode)) return 'out_of_scope';
      return 'wrong_tool';
  }
}

/**
 * Classifies a failed step into Pronoia's four classes (docs/praxis-engine.md, "Recovery"), deterministically and exhaustively on the
 * failure's `code` (the compiler rejects a code left out): plan wiring and argument failures are `wrong_args`;
 * an unknown tool or a result that is not an object is `wrong_tool`; a step timeout is `missing_input`; what
 * only the user can unblock (a filler, consent, a path, a result cap, no LLM, no tool left, a failed plan) is
 * `out_of_scope`; an executor's own failure is classified by its kind and cause. No message is ever read.
 */
export function classifyFailure(failure: StepFailure): FailureClass {
  switch (failure.code) {
    case 'cap_steps_exceeded':
    case 'unknown_filler':
    case 'unresolved_reference':
    case 'from_step_invalid':
    case 'from_step_unconsumed':
    case 'invalid_args':
      return 'wrong_args';
    case 'unknown_tool':
    case 'invalid_result':
      return 'wrong_tool';
    case 'step_timeout':
      return 'missing_input';
    case 'filler_unresolved':
    case 'confirmation_required':
    case 'path_not_allowed':
    case 'result_too_large':
    case 'llm_unavailable':
    case 'plan_failed':
    case 'empty_pool':
      return 'out_of_scope';
    case 'executor_failed':
      return classifyExecutorFailure(failure.details);
  }
}

/** Machine-readable reason of a failed validation; the first issue's code is the result's `code`. */
export type ValidationErrorCode =
  | 'unknown_tool'
  | 'invalid_call'
  | 'invalid_schema'
  | 'missing_required'
  | 'unexpected_argument'
  | 'wrong_type'
  | 'invalid_enum'
  | 'invalid_value'
  | 'constraint_violation'
  | 'missing_one_of'
  | 'invalid_from_step'
  | 'unknown_filler'
  | 'invalid_reference'
  | 'too_many_steps';

/** One problem found in a call, with a message meant to be shown to the model so that it can fix the call. */
export interface ValidationIssue {
  code: ValidationErrorCode;
  message: string;
  /** Where in the arguments (`dialog[0].schema.kind`), `''` for the arguments object itself. */
  path: string;
  /** For issues about the arguments object itself (`path` `''`): the argument names concerned (missing, unexpected, a required group). */
  names?: string[];
}

/** Result of `validateToolCall`: `error` joins every issue's message, most actionable first. */
export type ToolCallValidation =
  | { ok: true }
  | {
      ok: false;
      error: string;
      code: ValidationErrorCode;
      issues: ValidationIssue[];
      /** The top-level argument names the issues are about, in issue order (for messages that name them as data). */
      arguments: string[];
    };

const priority: ValidationErrorCode[] = [
  'unknown_tool',
  'invalid_call',
  'invalid_schema',
  'too_many_steps',
  'missing_required',
  'unexpected_argument',
  'wrong_type',
  'invalid_enum',
  'invalid_value',
  'constraint_violation',
  'missing_one_of',
  'invalid_from_step',
  'unknown_filler',
  'invalid_reference',
];

/** Sorts issues by how actionable they are (stable) and folds them into a failed result, or `{ok: true}`. */
export function toValidationResult(issues: ValidationIssue[]): ToolCallValidation {
  if (issues.length === 0) return { ok: true };
  const sorted = [...issues].sort((left, right) => priority.indexOf(left.code) - priority.indexOf(right.code));
  return {
    ok: false,
    error: sorted.map((issue) => issue.message).join('; '),
    code: (sorted[0] as ValidationIssue).code,
    issues: sorted,
    arguments: [...new Set(sorted.flatMap(topLevelNames))],
  };
}

/** `dialog[0].schema` concerns the argument `dialog`; an issue on the arguments object names its own. */
function topLevelNames(issue: ValidationIssue): string[] {
  if (issue.path === '') return issue.names ?? [];
  const name = /^[^.[]+/.exec(issue.path)?.[0];
  return name === undefined ? [] : [name];
}

import type { Framework, FrameworkExecution, Intent } from '@metnos/core';
import { planCoversIntent } from '@metnos/lexicon';

/** Whether a step's output holds nothing: an empty `entries` list or a zero count. */
function isEmpty(output: Record<string, unknown> | undefined): boolean {
  if (output === undefined) return true;
  if (Array.isArray(output['entries']) && output['entries'].length === 0) return true;
  return output['count'] === 0 || output['ok_count'] === 0;
}

/**
 * Whether a plan that ran without failing may earn automatic promotion to an active skill (issue 11: "success"
 * is more than "no step failed"): its steps must cover the intent's verb and object (Naming Authority), and its
 * last step must have produced something. Anything else becomes active only by the user's ✓.
 */
export function mayAutoPromote(framework: Framework, intent: Intent, execution: FrameworkExecution | undefined): boolean {
  if (!planCoversIntent(framework, intent)) return false;
  return !isEmpty(execution?.steps.at(-1)?.output);
}

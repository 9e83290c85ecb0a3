import type { StepResult } from '@metnos/core';
import { placeholderPattern } from './placeholder-pattern';
import { readStepReference } from './read-step-reference';
import { stringifyReferenceValue } from './stringify-reference-value';

/**
 * Renders a framework's `final_message`: `${stepN.field.path}` from step results and `${FILLER:name}` from
 * the resolved fillers. A reference that cannot be resolved is left verbatim, so a plan that names a field
 * its tool does not return shows up in the reply instead of silently reading as an empty string.
 */
export function renderFinalMessage(
  template: string,
  { steps, fillers }: { steps: readonly StepResult[]; fillers: Readonly<Record<string, string>> },
): string {
  if (!template.includes('${')) return template;
  return template.replace(placeholderPattern, (match, stepNumber: string | undefined, path: string | undefined, name: string | undefined) => {
    if (name !== undefined) return fillers[name] ?? match;
    const reference = readStepReference(steps, Number(stepNumber), (path as string).slice(1));
    return reference.found ? stringifyReferenceValue(reference.value) : match;
  });
}

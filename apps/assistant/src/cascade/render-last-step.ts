import type { FrameworkExecution, Language } from '@metnos/core';
import { renderStepReply } from './render-step-reply';

/** The reply of a plan without a final-message template (L0/L1/L2 replays): its last step's output, worded. */
export function renderLastStep(execution: FrameworkExecution, language: Language): string {
  const last = execution.steps.at(-1);
  return last?.output === undefined ? '' : renderStepReply(last.tool, last.output, { language });
}

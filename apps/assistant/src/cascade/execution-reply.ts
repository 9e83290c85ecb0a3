import type { FrameworkExecution, Language } from '@metnos/core';
import { renderStepReply } from './render-step-reply';

/**
 * What a plan that ran replies: its final message when it has one, else its last step's output worded (plans without
 * a final-message template: single-step plans, L0/L1/L2 replays, skills learned from them).
 */
export function executionReply(execution: FrameworkExecution, language: Language): string {
  if (execution.reply !== '') return execution.reply;
  const last = execution.steps.at(-1);
  return last?.output === undefined ? '' : renderStepReply(last.tool, last.output, { language });
}

import type { FrameworkExecution, Language } from '@metnos/core';
import { renderToolReply } from '../replies/render-tool-reply';

/**
 * What a plan that ran replies: its final message when it has one, else its last step's result worded by the
 * tool's reply renderer (plans without a final-message template: single-step plans, L0/L1/L2 replays, skills
 * learned from them).
 */
export function executionReply(execution: FrameworkExecution, language: Language, { now }: { now?: Date } = {}): string {
  if (execution.reply !== '') return execution.reply;
  const last = execution.steps.at(-1);
  return last?.output === undefined ? '' : renderToolReply(last.tool, { args: last.args, output: last.output }, { language, ...(now === undefined ? {} : { now }) });
}

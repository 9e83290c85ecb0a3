import type { ApprovedStep } from '../turn/pending-plan';
import { hashStepArgs } from './hash-step-args';

/**
 * The consent predicate of a confirmed plan: a step may send, delete or overwrite only if it is one the user
 * approved — same position, same tool, and arguments that resolve to exactly what they were shown. Anything else
 * (the plan changed, the files found are not the same any more) asks again.
 */
export function consentCheck(approved: readonly ApprovedStep[]): (step: { index: number; tool: string; args: Record<string, unknown> }) => boolean {
  return (step) => approved.some((granted) => granted.index === step.index && granted.tool === step.tool && granted.argsHash === hashStepArgs(step.tool, step.args));
}

import type { StepResult } from '@metnos/core';
import type { AssistantTurn } from '../turn/assistant';
import type { BenchWorld } from './bench-world';
import type { ExpectedStep, TurnExpectation } from './turn-bench-case';

/**
 * Whether a request was answered right, and if not, the first thing that was wrong: the plan (layer, dead-end,
 * consent, tools, argument values, effect on the world) or, with a right plan, only the reply (empty, or missing
 * what it must say).
 */
export interface TurnVerdict {
  right: boolean;
  why?: string;
  defect?: 'plan' | 'reply';
}

function stepMismatch(expected: ExpectedStep, step: StepResult | undefined, world: BenchWorld): string | undefined {
  if (step === undefined) return `no step ${expected.tool}`;
  if (step.tool !== expected.tool) return `step ${step.index} is ${step.tool}, not ${expected.tool}`;
  for (const [names, matcher] of Object.entries(expected.args ?? {})) {
    const keys = names.split('|');
    if (!keys.some((key) => matcher.test(step.args[key], world))) {
      return `${step.tool} ${keys.join('|')}=${JSON.stringify(keys.map((key) => step.args[key]).find((value) => value !== undefined) ?? null)}, expected ${matcher.text}`;
    }
  }
  return undefined;
}

/**
 * Judges one request against its right answer: `asked` is the turn `ask` returned, `confirmed` the turn
 * `confirm(token)` returned when the request asked consent (the bench confirms as the user would). A dead-end is
 * right when Aporia answered with the expected category and subject; an answer is right when the layer that
 * answered is one of the expected layers, consent was asked when the request sends, moves or deletes, the
 * executed steps are the expected tools in order with their key arguments and the world shows the expected effect
 * (else a `plan` defect), and the reply is not empty and mentions what it must (else a `reply` defect).
 */
export function judgeTurn(expectation: TurnExpectation, { asked, confirmed }: { asked: AssistantTurn; confirmed?: AssistantTurn }, world: BenchWorld): TurnVerdict {
  const final = confirmed ?? asked;
  const wrong = (why: string): TurnVerdict => ({ right: false, why, defect: 'plan' });
  if (expectation.aporia !== undefined) {
    const got = final.aporia;
    if (final.layer !== 'aporia' || got === undefined) return wrong(`answered by ${final.layer} instead of Aporia (${final.steps.map((step) => step.tool).join(', ') || 'no step'})`);
    if (got.category !== expectation.aporia.category || got.subject !== expectation.aporia.subject) {
      return wrong(`Aporia ${got.category}/${got.subject} (${got.detail}), expected ${expectation.aporia.category}/${expectation.aporia.subject}`);
    }
    return { right: true };
  }
  // A consent request is Aporia's turn; the layer that planned it answers the confirmed turn.
  if (!expectation.layers.includes(final.layer)) {
    return wrong(`answered by ${final.layer}${final.aporia === undefined ? '' : ` ${final.aporia.category}/${final.aporia.subject} (${final.aporia.detail})`}`);
  }
  if (expectation.consent === true && confirmed === undefined) return wrong('did not ask consent');
  if (!final.ok) return wrong(`failed${final.aporia === undefined ? '' : `: ${final.aporia.category}/${final.aporia.subject} (${final.aporia.detail})`}`);
  const expectedSteps = expectation.steps ?? [];
  for (const [position, expected] of expectedSteps.entries()) {
    const mismatch = stepMismatch(expected, final.steps[position], world);
    if (mismatch !== undefined) return wrong(mismatch);
  }
  if (final.steps.length > expectedSteps.length) return wrong(`extra steps: ${final.steps.slice(expectedSteps.length).map((step) => step.tool).join(', ')}`);
  if (expectation.effect !== undefined && !expectation.effect.test(world)) return wrong(`effect missing: ${expectation.effect.text}`);
  const reply = final.reply.trim().toLowerCase();
  if (reply === '') return { right: false, why: 'empty reply', defect: 'reply' };
  const unmentioned = (expectation.replyMentions ?? []).find((word) => !reply.includes(word.toLowerCase()));
  if (unmentioned !== undefined) return { right: false, why: `reply does not mention "${unmentioned}": ${JSON.stringify(final.reply.slice(0, 80))}`, defect: 'reply' };
  return { right: true };
}

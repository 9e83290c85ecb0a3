import { randomBytes } from 'node:crypto';
import type { Language, StepFailure, ToolManifest } from '@metnos/core';
import { consentEffects } from '@metnos/nous';
import type { TurnResult } from '../cascade/answered-turn';
import type { TurnAnswer } from '../cascade/turn-answer';
import type { ConfirmationStore } from '../storage/confirmation-store';
import type { ConfirmationStep } from './confirmation-step';
import { describeConsentStep } from './describe-consent-step';
import { hashStepArgs } from './hash-step-args';
import type { ApprovedStep, PendingPlan } from './pending-plan';

const prompts: Record<Language, { intro: string; outro: (minutes: number) => string }> = {
  en: { intro: 'I need your consent before I go on:', outro: (minutes) => `Confirm to run exactly this (valid ${minutes} min).` },
  it: { intro: 'Mi serve il tuo consenso prima di procedere:', outro: (minutes) => `Conferma per eseguire esattamente questo (valido ${minutes} min).` },
};

/**
 * Turns a plan stopped by Vaglio at a step that sends, deletes or overwrites into a consent request: the steps the
 * user is shown (the step that asked with its resolved arguments, then the later steps that will also need consent,
 * as planned), a single-use token bound to that plan and to those exact arguments (kept hashed in the store until
 * `ttlMs` passes), and a reply in the request's language listing them. Confirming runs that plan and nothing else.
 */
export function requestConsent({
  answer,
  failure,
  query,
  language,
  turnId,
  manifests,
  store,
  now,
  ttlMs,
  approvedBefore = [],
}: {
  answer: TurnAnswer;
  failure: Extract<StepFailure, { code: 'confirmation_required' }>;
  query: string;
  language: Language;
  turnId: string;
  manifests: ReadonlyMap<string, ToolManifest>;
  store: ConfirmationStore;
  now: Date;
  ttlMs: number;
  /** Steps of the same plan the user already approved (a confirmed run that reached another such step). */
  approvedBefore?: readonly ApprovedStep[];
}): TurnResult {
  const framework = answer.framework ?? { steps: [], fillers: {}, final_message: '' };
  const blocked = answer.execution?.steps.find((step) => step.index === failure.index);
  const args = blocked?.args ?? {};
  const about = failure.details.about === undefined ? '' : ` — ${failure.details.about}`;
  const summary = `${describeConsentStep({ tool: failure.tool, effects: failure.details.effects, args }, language)}${about}`;
  const steps: ConfirmationStep[] = [{ index: failure.index, tool: failure.tool, effects: failure.details.effects, args, summary }];
  for (const [position, step] of framework.steps.entries()) {
    const index = position + 1;
    const manifest = manifests.get(step.tool);
    if (index <= failure.index || manifest === undefined) continue;
    const effects = consentEffects(manifest);
    if (effects.length > 0) steps.push({ index, tool: step.tool, effects, args: step.args, summary: describeConsentStep({ tool: step.tool, effects, args: step.args }, language) });
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  const plan: PendingPlan = {
    turnId,
    query,
    language,
    layer: answer.layer,
    ...(answer.intent === undefined ? {} : { intent: answer.intent }),
    framework,
    outcomes: answer.outcomes.map(({ framework: planned, source, request }) => ({ framework: planned, source, request })),
    approved: [...approvedBefore, { index: failure.index, tool: failure.tool, argsHash: hashStepArgs(failure.tool, args) }],
    steps,
  };
  store.save(token, plan, { now, expiresAt });
  const words = prompts[language];
  const lines = steps.map((step, position) => `${position + 1}. ${step.summary}`);
  return {
    turnId,
    query,
    reply: [words.intro, ...lines, words.outro(Math.round(ttlMs / 60_000))].join('\n'),
    ok: false,
    layer: 'aporia',
    language,
    ...(answer.intent === undefined ? {} : { intent: answer.intent.intent }),
    framework,
    steps: answer.execution?.steps ?? [],
    ...(answer.chain === undefined ? {} : { chained: { prefix: answer.chain.prefix, residual: answer.chain.residual } }),
    aporia: { category: 'user_action_required', subject: 'confirmation', detail: `${failure.tool}#${failure.index} confirmation_required` },
    needsConfirmation: true,
    confirmation: { token, expiresAt: expiresAt.toISOString(), steps },
  };
}

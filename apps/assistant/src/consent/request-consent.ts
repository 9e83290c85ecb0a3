import { randomBytes } from 'node:crypto';
import type { Language, StepFailure, StepResult, ToolManifest } from '@metnos/core';
import { contentLeaves, findReferencedSteps, sideEffects, type ModelEndpointOf } from '@metnos/nous';
import type { TurnResult } from '../turn/answered-turn';
import type { TurnAnswer } from '../turn/turn-answer';
import type { ConfirmationStore } from '../storage/confirmation-store';
import type { ConfirmationStep } from '../turn/confirmation-step';
import { describeConsentStep } from './describe-consent-step';
import { hashStepArgs } from './hash-step-args';
import type { ApprovedStep, PendingPlan } from '../turn/pending-plan';

// How long the token stays valid: whole minutes, never "0 min" (a TTL under a minute says so).
const prompts: Record<Language, { intro: string; outro: (ttlMs: number) => string }> = {
  en: { intro: 'I need your consent before I go on:', outro: (ttlMs) => `Confirm to run exactly this (valid ${ttlMs < 60_000 ? 'less than a minute' : `${Math.floor(ttlMs / 60_000)} min`}).` },
  it: { intro: 'Mi serve il tuo consenso prima di procedere:', outro: (ttlMs) => `Conferma per eseguire esattamente questo (valido ${ttlMs < 60_000 ? 'meno di un minuto' : `${Math.floor(ttlMs / 60_000)} min`}).` },
  es: { intro: 'Necesito tu consentimiento antes de continuar:', outro: (ttlMs) => `Confirma para ejecutar exactamente esto (válido ${ttlMs < 60_000 ? 'menos de un minuto' : `${Math.floor(ttlMs / 60_000)} min`}).` },
};

/**
 * The leading steps of the plan, before `blockedIndex`, up to the last one with an effect: they must not run again
 * when the plan is confirmed. Empty when nothing with an effect ran, so the confirmed run re-reads everything.
 */
function stepsNotToRepeat(executed: readonly StepResult[], blockedIndex: number, manifests: ReadonlyMap<string, ToolManifest>): StepResult[] {
  const done: StepResult[] = [];
  for (const step of executed) {
    if (step.index !== done.length + 1 || step.index >= blockedIndex || !step.ok) break;
    done.push(step);
  }
  let last = 0;
  for (const step of done) {
    const manifest = manifests.get(step.tool);
    if (manifest === undefined || sideEffects(manifest).length > 0) last = step.index;
  }
  return done.slice(0, last);
}

/**
 * Turns a plan stopped by Vaglio for consent into a consent request: the steps the user is shown — the step that
 * asked, with its resolved arguments (a step that sends, deletes or overwrites, or one with another effect that comes
 * before such a step), then every later step with an effect (or one that would take read content outside: a
 * fetch, a remote model), as planned — a single-use token bound to that plan and
 * to those exact arguments (kept hashed in the store until `ttlMs` passes), and a reply in the request's language
 * listing them. Confirming runs that plan and nothing else: each listed step may run only with the arguments shown
 * (a later step whose arguments depend on what runs first asks again once they are known). Steps with an effect
 * that already ran (an L2 prefix, an earlier confirmation of the same plan) are kept with their results, so the
 * confirmed run resumes after them instead of repeating them.
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
  modelEndpointOf,
  resolvePath,
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
  /** The tools that hand their input to a remote model, and its endpoint (a later step reading content there asks too). */
  modelEndpointOf?: ModelEndpointOf | undefined;
  /** The real path a written path leads to under the file tools' path policy: files a step sends are shown so. */
  resolvePath?: ((path: string) => string | undefined) | undefined;
}): TurnResult {
  const framework = answer.framework ?? { steps: [], fillers: {}, final_message: '' };
  const executed = answer.execution?.steps ?? [];
  const blocked = executed.find((step) => step.index === failure.index);
  const args = blocked?.args ?? {};
  const about = failure.details.about === undefined ? '' : ` — ${failure.details.about}`;
  const summary = `${describeConsentStep({ tool: failure.tool, effects: failure.details.effects, args }, language, resolvePath === undefined ? {} : { resolvePath })}${about}`;
  const steps: ConfirmationStep[] = [{ index: failure.index, tool: failure.tool, effects: failure.details.effects, args, summary }];
  for (const [position, step] of framework.steps.entries()) {
    const index = position + 1;
    const manifest = manifests.get(step.tool);
    if (index <= failure.index || manifest === undefined) continue;
    // What it does beyond reading, and — when its arguments carry what earlier steps returned — where that goes.
    const sources = findReferencedSteps(step.args).map((number) => ({ index: number, tool: framework.steps[number - 1]?.tool ?? '' }));
    const leaving = contentLeaves(manifest, sources, { modelEndpointOf });
    const effects = [...new Set([...sideEffects(manifest), ...(leaving?.effects ?? [])])];
    if (effects.length > 0) {
      const described = describeConsentStep({ tool: step.tool, effects, args: step.args }, language, resolvePath === undefined ? {} : { resolvePath });
      steps.push({ index, tool: step.tool, effects, args: step.args, summary: leaving === undefined ? described : `${described} — ${leaving.about}` });
    }
  }
  const ran = stepsNotToRepeat(executed, failure.index, manifests);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  const plan: PendingPlan = {
    turnId,
    query,
    language,
    layer: answer.layer,
    ...(answer.intent === undefined ? {} : { intent: answer.intent }),
    framework,
    // A replayed skill's outcome keeps what ran: its template pairs those values with this request, never the taught ones.
    outcomes: answer.outcomes.map(({ framework: planned, source, request, ran: replayed }) => ({ framework: planned, source, request, ...(replayed === undefined ? {} : { ran: replayed }) })),
    // Each listed step, bound to the arguments shown: a later step whose arguments were still to be resolved
    // (from_step, ${stepN.field}, fillers) cannot match them, so it asks again once they are known.
    approved: [...approvedBefore, ...steps.map((step) => ({ index: step.index, tool: step.tool, argsHash: hashStepArgs(step.tool, step.args) }))],
    steps,
    ...(ran.length === 0 ? {} : { ran }),
  };
  store.save(token, plan, { now, expiresAt });
  const words = prompts[language];
  const lines = steps.map((step, position) => `${position + 1}. ${step.summary}`);
  return {
    turnId,
    query,
    reply: [words.intro, ...lines, words.outro(ttlMs)].join('\n'),
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

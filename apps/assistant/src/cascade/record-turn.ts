import type { RequestFrame } from '@metnos/args-extractor';
import type { Language, LayerTiming, PraxisStore, TurnLayer } from '@metnos/core';
import { normalizeQuery } from '@metnos/fast-path';
import { frameworkHash, isPlanFault, mayAutoPromote, recordSkillOutcome, type SkillPolicy } from '@metnos/praxis';
import type { FastPathLayers } from './fast-path-layers';
import { memoryLookup } from './memory-lookup';
import type { TurnAnswer } from '../turn/turn-answer';
import { saveReplyTemplate } from '../replies/reply-templates';

// Loaded by the first turn that keeps a replay template, then kept (a dynamic import costs a loader round trip).
let skillReplayModule: Promise<typeof import('./skill-replay')> | undefined;

/** A finished turn, as {@link recordTurn} needs it. */
export interface FinishedTurn {
  turnId: string;
  query: string;
  /** What the cascade produced, when a layer answered or failed (absent for an empty request). */
  answer?: TurnAnswer;
  /** The layer that answered, `aporia` for a dead-end. */
  layer: TurnLayer;
  ok: boolean;
  dayRank: number;
  now: Date;
  language: Language;
  /** The turn's reading of a request (read once per turn and shared), for the bindings a success keeps. */
  frameOf?: (request: string) => Promise<RequestFrame>;
}

/**
 * Records what a turn teaches, at its end: every skill outcome of its intent (a failure that is not the plan's
 * fault — consent pending, no language model — is not counted; a success counts toward automatic promotion only
 * when `mayAutoPromote` trusts it; a success also keeps the plan's replay template), the first step of a planned turn in the canonical
 * query log (L1) when the plan had that one step only and `mayAutoPromote` trusts it, the steps of a successful multi-step turn in the path log (L2), and the observation with each layer's time
 * so far, the turn's total time and model calls (always); an answered request closes its open aporiae. The writes
 * commit in one transaction (`PraxisStore.inTransaction`), or two around the L1 and L2 records, which embed.
 */
export async function recordTurn(
  { store, fastPath, skillPolicy }: { store: PraxisStore; fastPath: FastPathLayers; skillPolicy: SkillPolicy },
  turn: FinishedTurn,
  { timings, totalMs, llmCalls, abortSignal }: { timings: readonly LayerTiming[]; /** The turn's time so far. */ totalMs?: number; llmCalls?: number; abortSignal?: AbortSignal },
): Promise<void> {
  const { answer } = turn;
  const steps = answer?.execution?.steps ?? [];
  // L1 learns single-step plans only (issue 22): the first step of a longer plan is not an answer to its request.
  const singleStep = answer?.framework !== undefined && answer.framework.steps.length === 1 && steps.length === 1;
  // ...and only a plan a skill could trust (`mayAutoPromote`: it does what its intent asks and found something): L1
  // replays with no skill lifecycle behind it, so an empty or off-intent success ("0 files" for a Drive search, the
  // address asked for answered by a mail search) is no answer to learn.
  const trusted = answer?.framework !== undefined && (answer.intent === undefined || mayAutoPromote(answer.framework, answer.intent.intent, answer.execution));
  const recordsFirstStep = turn.ok && singleStep && trusted && (turn.layer === 'planner' || turn.layer === 'pronoia' || turn.layer === 'single_step') && steps[0] !== undefined;
  const recordsPath = turn.ok && answer?.framework !== undefined && answer.framework.steps.length >= 2;
  // What the synchronous writes below need is read first (the replay template's module and the turn's frames), so
  // that the skill outcomes, templates, aporiae and the observation commit in one transaction.
  const outcomes = answer?.intent === undefined ? [] : answer.outcomes.filter((outcome) => outcome.ok || isPlanFault(outcome.failure));
  // args-extractor (the replay template) loads for a turn that taught a plan, not for L0.
  const skillReplay = outcomes.some((outcome) => outcome.ok) ? await (skillReplayModule ??= import('./skill-replay')) : undefined;
  const frames = new Map<string, RequestFrame>();
  if (turn.frameOf !== undefined) for (const outcome of outcomes) if (outcome.ok && !frames.has(outcome.request)) frames.set(outcome.request, await turn.frameOf(outcome.request));
  const latencies: Record<string, number> = {};
  for (const timing of timings) latencies[timing.layer] = (latencies[timing.layer] ?? 0) + timing.ms;
  const writeLearned = () => {
    if (answer?.intent !== undefined) {
      const { hash: intentHash, intent } = answer.intent;
      for (const outcome of outcomes) {
        recordSkillOutcome(store, {
          intentHash,
          intent,
          framework: outcome.framework,
          frameworkHash: frameworkHash(outcome.framework),
          ok: outcome.ok,
          dayRank: turn.dayRank,
          turnId: turn.turnId,
          ...(outcome.failure === undefined ? {} : { reason: outcome.failure.code }),
          // The plan that answered is the one whose results are known: the last outcome of the turn.
          autoPromote: outcome.ok && mayAutoPromote(outcome.framework, intent, outcome === answer.outcomes.at(-1) ? answer.execution : undefined),
        }, { policy: skillPolicy });
        if (outcome.ok) skillReplay?.saveSkillTemplate(store, {
            ...(frames.has(outcome.request) ? { frame: frames.get(outcome.request)! } : {}),
            intentHash,
            framework: outcome.framework,
            ...(outcome.ran === undefined ? {} : { ran: outcome.ran }),
            request: outcome.request,
            now: turn.now,
            language: turn.language,
          });
      }
    }
    // The reply a planned turn gave, for L1/L2 replays of the same tools.
    if (turn.ok && answer?.framework !== undefined && answer.chain === undefined && (turn.layer === 'planner' || turn.layer === 'pronoia' || turn.layer === 'single_step' || turn.layer === 'skill')) saveReplyTemplate(store, answer.framework);
  };
  const writeObserved = () => {
    // A request answered now closes the gap it left when it ended in Aporia (aporiae are kept by normal form).
    if (turn.ok && store.resolveAporiae !== undefined) store.resolveAporiae(normalizeQuery(turn.query) || turn.query.trim());
    store.appendObservation({
      turnId: turn.turnId,
      query: turn.query,
      ...(answer?.intent === undefined ? {} : { intentHash: answer.intent.hash, intent: answer.intent.intent }),
      ...(answer?.framework === undefined ? {} : { framework: answer.framework }),
      verdict: turn.ok ? 'ok' : turn.layer === 'aporia' ? 'aporia' : 'error',
      layer: turn.layer,
      latencies,
      ...(answer?.canonicalQueryId === undefined ? {} : { canonicalQueryId: answer.canonicalQueryId }),
      ...(answer?.pathId === undefined ? {} : { multiToolPathId: answer.pathId }),
      ...(totalMs === undefined ? {} : { totalMs: Math.round(totalMs * 1000) / 1000 }),
      ...(llmCalls === undefined ? {} : { llmCalls }),
    });
  };
  // One commit for the turn's record where the store can group writes (one per write otherwise); a turn that teaches
  // L1 or L2 commits twice, around those records (they embed), so that its changes keep their order.
  const inTransaction = <T,>(work: () => T): T => (store.inTransaction === undefined ? work() : store.inTransaction(work));
  if (!recordsFirstStep && !recordsPath) {
    inTransaction(() => {
      writeLearned();
      writeObserved();
    });
    return;
  }
  inTransaction(writeLearned);
  const first = recordsFirstStep ? steps[0] : undefined;
  if (first !== undefined) await memoryLookup(() => fastPath.recordFirstStep(turn.query, first, { language: turn.language, abortSignal }), { abortSignal });
  const planned = recordsPath ? answer?.framework?.steps : undefined;
  if (planned !== undefined) await memoryLookup(() => fastPath.recordPath(turn.query, planned, { now: turn.now, language: turn.language, abortSignal }), { abortSignal });
  inTransaction(writeObserved);
}

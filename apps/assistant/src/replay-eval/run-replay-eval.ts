import type { Language, TurnLayer } from '@metnos/core';
import type { Assistant, AssistantTurn } from '../turn/assistant';
import { createAssistant } from '../cascade/create-assistant';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { createScriptedPlanner } from '../turn-bench/__fixtures__/create-scripted-planner';
import type { TurnScript } from '../turn-bench/turn-bench-case';
import { classifyWrongServe } from './classify-wrong-serve';
import { comparePlans } from './compare-plans';
import { normalisePlan, type NormalStep } from './normalise-plan';
import type { ReplayEvalConfiguration } from './replay-eval-configuration';
import { replayEvalDays } from './replay-eval-days';
import type { ConfigurationResult, ProbeResult } from './replay-eval-result';
import { memoryLayers } from './replay-eval-result';
import { createReplayEvalWorld, type ReplayEvalWorld } from './replay-eval-world';
import type { ReplayFamily, ReplayRequest, ReplayStep } from './replay-probe';

/** Options of {@link runReplayEval}. */
export interface ReplayEvalOptions {
  families: readonly ReplayFamily[];
  configuration: ReplayEvalConfiguration;
  /** Times each taught request is asked on the teaching day (default 3). */
  repetitions?: number;
  onProbe?: (result: ProbeResult) => void;
  abortSignal?: AbortSignal;
}

/** The final message the scripted model writes, in the request's language. */
const doneMessage: Readonly<Record<Language, string>> = { it: 'Fatto.', en: 'Done.', es: 'Hecho.' };

// A plan that asks consent again after the confirmed steps is confirmed again, this many times at most.
const maxConsents = 3;

/** The script the scripted model answers a request with: its intent and its whole plan. */
function scriptOf(request: ReplayRequest): TurnScript {
  return {
    intent: { ...request.intent, keywords: [...request.intent.keywords] },
    plan: { steps: request.plan.map((step) => ({ tool: step.tool, args: { ...step.args } })), final_message: doneMessage[request.language] },
  };
}

/** Asks a request as the user would: the question, then consent to whatever the assistant proposes. */
async function askAndConsent(assistant: Assistant, query: string, abortSignal?: AbortSignal): Promise<AssistantTurn> {
  const signal = abortSignal === undefined ? {} : { abortSignal };
  let turn = await assistant.ask(query, signal);
  for (let consents = 0; turn.confirmation !== undefined && consents < maxConsents; consents += 1) turn = await assistant.confirm(turn.confirmation.token, signal);
  return turn;
}

const renderValue = (value: unknown, home: string): string => {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value);
  return text.split(home).join('~');
};

/** `tool(a=1, b="x") → tool(...)`, with the eval home written `~`. */
function renderPlan(steps: readonly NormalStep[], home: string): string {
  if (steps.length === 0) return '(no step)';
  return steps.map((step) => `${step.tool}(${Object.entries(step.args).map(([name, value]) => `${name}=${renderValue(value, home)}`).join(', ')})`).join(' → ');
}

/** Every `tool.name = value` of the expected plans of the eval's requests, normalised, with the requests that had it. */
function valuesIndex(families: readonly ReplayFamily[], home: string): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const family of families) {
    for (const request of [...family.teach, ...family.probes]) {
      for (const step of normalisePlan(request.plan, home, request.plan)) {
        for (const [name, value] of Object.entries(step.args)) {
          const key = `${step.tool}.${name}=${JSON.stringify(value)}`;
          const queries = index.get(key) ?? new Set<string>();
          queries.add(request.query);
          index.set(key, queries);
        }
      }
    }
  }
  return index;
}

/**
 * Plays the replay eval in one configuration: a fresh assistant over a real SQLite store in a temp data folder,
 * the real executors on a temp home with files and a Maildir (`HOME` points at it meanwhile), and the scripted
 * model answering each request with the intent and plan written for it. Every family is taught into this one
 * assistant on the teaching day (each taught request asked `repetitions` times, families interleaved, consent
 * given), the nightly job runs, then the probes are asked on their later days (the nightly job after each day).
 * Each request is asked on a world reset to the same files and mail. A probe is judged by the layer that
 * answered and, for a memory layer, by comparing the executed plan with the expected one ({@link normalisePlan}).
 */
export async function runReplayEval(options: ReplayEvalOptions): Promise<ConfigurationResult> {
  const { families, configuration, repetitions = 3, onProbe, abortSignal } = options;
  const started = performance.now();
  const world: ReplayEvalWorld = createReplayEvalWorld();
  const savedHome = process.env.HOME;
  let now = replayEvalDays.teach;
  try {
    process.env.HOME = world.home;
    const config = defaultAssistantConfig();
    config.executors.maildir = world.maildir;
    config.executors.location = '';
    configuration.apply(config);
    const planner = createScriptedPlanner();
    const assistant = await createAssistant({ config, dataDir: world.dataDir, clock: () => now, llm: planner.llm });
    const teach: ConfigurationResult['teach'] = { turns: 0, notOk: 0, byLayer: {}, failures: [] };
    const probes: ProbeResult[] = [];
    try {
      for (let repetition = 0; repetition < repetitions; repetition += 1) {
        for (const family of families) {
          for (const request of family.teach) {
            abortSignal?.throwIfAborted();
            world.reset(now);
            planner.answering(scriptOf(request), request.query);
            const turn = await askAndConsent(assistant, request.query, abortSignal);
            teach.turns += 1;
            teach.byLayer[turn.layer] = (teach.byLayer[turn.layer] ?? 0) + 1;
            if (!turn.ok) {
              teach.notOk += 1;
              teach.failures.push(`${request.query} → ${turn.layer}${turn.aporia === undefined ? '' : ` ${turn.aporia.category}/${turn.aporia.subject} (${turn.aporia.detail})`}`);
            }
          }
        }
      }
      assistant.promote();
      const index = valuesIndex(families, world.home);
      for (const day of ['thu', 'tue'] as const) {
        now = replayEvalDays[day];
        for (const family of families) {
          for (const probe of family.probes) {
            if (probe.day !== day) continue;
            abortSignal?.throwIfAborted();
            world.reset(now);
            planner.answering(scriptOf(probe), probe.query);
            const expected = normalisePlan(probe.plan, world.home, probe.plan);
            let layer: TurnLayer | 'error';
            let executed: ReadonlyArray<Pick<ReplayStep, 'tool' | 'args'>> = [];
            let error: string | undefined;
            try {
              const turn = await askAndConsent(assistant, probe.query, abortSignal);
              layer = turn.layer;
              executed = turn.steps;
            } catch (caught) {
              layer = 'error';
              error = (caught as Error).message;
            }
            const got = normalisePlan(executed, world.home, probe.plan);
            const comparison = comparePlans(got, expected);
            const served = layer !== 'error' && memoryLayers.includes(layer);
            const wrongServe = served && (probe.mustNotServe === true || !comparison.equal);
            const result: ProbeResult = {
              familyId: family.id,
              probe,
              layer,
              served,
              planRight: comparison.equal,
              wrongServe,
              got: renderPlan(got, world.home),
              expected: probe.mustNotServe === true ? `not from memory; ${renderPlan(expected, world.home)}` : renderPlan(expected, world.home),
              ...(error === undefined ? {} : { error }),
            };
            if (wrongServe) {
              result.wrongClass = classifyWrongServe({
                query: probe.query,
                mustNotServe: probe.mustNotServe === true,
                got,
                expected,
                comparison,
                seenElsewhere: (tool, name, value) => [...(index.get(`${tool}.${name}=${JSON.stringify(value)}`) ?? [])].some((query) => query !== probe.query),
              });
            }
            probes.push(result);
            onProbe?.(result);
          }
        }
        assistant.promote();
      }
    } finally {
      assistant.close();
    }
    return { name: configuration.name, change: configuration.change, teach, probes, ms: Math.round(performance.now() - started) };
  } finally {
    if (savedHome === undefined) delete process.env.HOME;
    else process.env.HOME = savedHome;
    world.close();
  }
}

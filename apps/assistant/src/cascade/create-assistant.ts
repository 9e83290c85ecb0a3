import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { ExecutorError, type Embedder, type FailureClass, type Framework, type FrameworkExecution, type Intent, type Language, type LlmProvider, type MetnosConfig, type PraxisStore, type StepFailure, type TurnLayer } from '@metnos/core';
import { classifyAporia, detectLanguage, logAporia, renderAporiaMessage } from '@metnos/aporia';
import { promoteMultiToolPaths } from '@metnos/fast-path';
import { createFillerResolver, type ProposeHistory } from '@metnos/metis';
import { createFrameworkRunner, createVaglio, defaultVaglioRules, executeFramework } from '@metnos/nous';
import { loadExecutorCatalog } from '../catalog/load-executor-catalog';
import { loadMcpExecutors } from '../mcp/load-mcp-executors';
import { createExecutorEnvironment } from '../settings/create-executor-environment';
import { appendFramework } from './append-framework';
import type { Assistant, AskOptions, AssistantTurn, FeedbackResult } from './assistant';
import { createAdapters } from './create-adapters';
import { createCountingLlm } from './create-counting-llm';
import { createFastPathLayers } from './create-fast-path-layers';
import { createLayerTimer } from './create-layer-timer';
import { createLlmAccess } from './create-llm-access';
import { localDay } from './local-day';
import { renderStepReply } from './render-step-reply';
import { runIntentCascade } from './run-intent-cascade';

/** Options of `createAssistant`. Adapters not given are built from `config` (the app is their only constructor). */
export interface CreateAssistantOptions {
  config: MetnosConfig;
  /** Folder for praxis.sqlite, the undo journal, reminders, outbox (created if missing). */
  dataDir: string;
  /** The LLM; `null` = none; omitted = built from `[llm]` (llama-server, OpenAI-compatible, in-process or none). */
  llm?: LlmProvider | null;
  embedder?: Embedder;
  store?: PraxisStore;
  /** The turn clock (executors, active days); default `() => new Date()`. */
  clock?: () => Date;
  /** HTTP client of get_urls (default global fetch). */
  fetch?: typeof globalThis.fetch;
  /** Executors folder (default the app's src/executors). */
  executorsDirectory?: string;
}

interface TurnState {
  layer: TurnLayer;
  reply: string;
  ok: boolean;
  intent?: Intent;
  intentHash?: string;
  framework?: Framework;
  execution?: FrameworkExecution;
  /** Frameworks to record as skill outcomes, in order. */
  outcomes: { framework: Framework; ok: boolean; failure?: StepFailure }[];
  failure?: StepFailure;
  failureClass?: FailureClass;
  plannerRan: boolean;
  pathId?: number;
  /** The canonical_query_log row that answered an L1 turn. */
  canonicalQueryId?: number;
  /** An L2 prefix served and the residual handed to the planner (chain_to_planner). */
  chain?: { prefix: string; residual: string; reply: string };
  aporia?: AssistantTurn['aporia'];
  needsConfirmation?: boolean;
}

/**
 * Wires every package into the turn cascade of DESIGN §4: L0 literal → L1 canonical → L2 multi-tool → intent →
 * Praxis skill (O(1) by intent hash) → Metis one-shot plan → Nous → Pronoia (once) → Aporia, then records
 * observations, canonical_query_log, multi_tool_paths, skills/anti-skills, active days and aporiae. Every turn
 * reports the layer that answered, each layer's time and its own LLM calls (each turn wraps the provider in a
 * counter of its own, so concurrent turns never share counts). With `[multi_tool_fast_path] chain_to_planner`,
 * an L2 path that serves the first part of a request runs, then the residual goes through the same
 * {@link runIntentCascade} as a whole request (its own intent → Praxis skill → Metis with those steps as history
 * → Nous → Pronoia, its skill outcomes recorded under the residual's intent hash), then Aporia if it fails
 * (layer `L2` with `chained` set, the prefix's reply first). ✗ on an L1 answer demotes the
 * canonical row that served it. Executor settings come from `[executors]`. Without a usable LLM, L0/L1/L2 and
 * known skills still answer and new requests get Aporia's honest message naming what to configure.
 */
export async function createAssistant(options: CreateAssistantOptions): Promise<Assistant> {
  const { config, dataDir, clock = () => new Date() } = options;
  mkdirSync(dataDir, { recursive: true });
  const adapters = await createAdapters({ config, dataDir, store: options.store, embedder: options.embedder, llm: options.llm, clock: options.clock });
  const { store, embedder } = adapters;
  const llmAccess = createLlmAccess(adapters.llm, { reason: adapters.llmReason });
  const executorLlm = adapters.llm === undefined ? undefined : lazyLlm(adapters.llm.id, llmAccess);
  // The executors' LLM of each running turn, wrapped in that turn's call counter.
  const turnLlms = new Map<string, LlmProvider>();
  const environment = createExecutorEnvironment({ config, dataDir, llm: executorLlm, llmForTurn: (turnId) => turnLlms.get(turnId), fetch: options.fetch });
  const catalog = loadExecutorCatalog(environment, options.executorsDirectory === undefined ? {} : { directory: options.executorsDirectory });
  // Tools of the [mcp.servers.<name>] servers join the catalog (checked by tool-grammar; see `metnos mcp tools`).
  const mcp = await loadMcpExecutors(config.mcp, { takenNames: catalog.map((executor) => executor.manifest.name) });
  const executors = [...catalog, ...mcp.executors];
  const pool = executors.map((executor) => executor.manifest);
  const vaglio = createVaglio({
    rules: defaultVaglioRules({
      confirmDestructive: config.vaglio.confirm_destructive,
      pathAllowlist: [...environment.roots, environment.maildir, environment.outboxDir, dataDir],
      baseDir: environment.roots[0],
    }),
  });
  const fastPath = createFastPathLayers({ config, store, embedder, executors });
  const plannerOptions = { reasoningBudget: config.llm.reasoning_budget, maxSteps: config.nous.cap_steps, maxTokens: config.llm.max_tokens };

  const ask = async (query: string, askOptions: AskOptions = {}): Promise<AssistantTurn> => {
    const turnId = randomUUID();
    const tally = { count: 0 };
    if (executorLlm !== undefined) turnLlms.set(turnId, createCountingLlm(executorLlm, tally));
    try {
      return await runTurn(query, askOptions, { turnId, tally });
    } finally {
      turnLlms.delete(turnId);
    }
  };

  const runTurn = async (query: string, askOptions: AskOptions, { turnId, tally }: { turnId: string; tally: { count: number } }): Promise<AssistantTurn> => {
    const { onProgress, abortSignal, bypassSkill = false, confirmed = false } = askOptions;
    const started = performance.now();
    const now = clock();
    const language: Language = askOptions.language ?? detectLanguage(query);
    const timer = createLayerTimer({ onProgress });
    const dayRank = store.markActiveDay(localDay(now));
    // Every provider this turn uses counts into this turn's tally only.
    const counted = (llm: LlmProvider | undefined) => (llm === undefined ? undefined : createCountingLlm(llm, tally));
    const peekLlm = () => counted(llmAccess.peek());
    let turnLlm: Promise<LlmProvider | undefined> | undefined;
    const acquireLlm = () => (turnLlm ??= llmAccess.acquire({ abortSignal }).then(counted));
    const runOptions = (isConfirmed: boolean, llm: LlmProvider | undefined) => ({
      executors,
      vaglio,
      confirmed: isConfirmed,
      capSteps: config.nous.cap_steps,
      stepTimeoutMs: config.nous.step_timeout_ms,
      now,
      turnId,
      language,
      abortSignal,
      resolveFiller: createFillerResolver({ llm, cache: store, query }),
    });
    const run = (framework: Framework, isConfirmed: boolean) =>
      timer.run('nous', () => executeFramework(framework, runOptions(isConfirmed, peekLlm())), (execution) => (execution.ok ? 'hit' : 'error'));
    const state: TurnState = { layer: 'aporia', reply: '', ok: false, outcomes: [], plannerRan: false };
    const succeed = (layer: TurnLayer, framework: Framework, execution: FrameworkExecution, reply: string) =>
      Object.assign(state, { layer, framework, execution, reply, ok: true, failure: undefined });
    // The planning half (whole request or chained residual); its intent and skill outcomes are the turn's to record.
    const cascade = async (request: string, { history, bypassSkill: bypass = false }: { history?: ProposeHistory; bypassSkill?: boolean }) => {
      const result = await runIntentCascade(request, {
        timer,
        store,
        pool,
        acquireLlm,
        llmUnreachableCause: () => llmAccess.status.error,
        run,
        runner: (llm) => createFrameworkRunner(runOptions(confirmed, llm)),
        language,
        dayRank,
        confirmed,
        bypassSkill: bypass,
        history,
        plannerOptions,
        abortSignal,
      });
      state.outcomes.push(...result.outcomes);
      Object.assign(state, { intent: result.intent, intentHash: result.intentHash, plannerRan: result.plannerRan });
      return result;
    };

    // L0: literal phrases.
    const literal = config.fast_path.literal_enabled ? await timer.run('L0', () => fastPath.literal(query), (hit) => (hit ? 'hit' : 'miss')) : timer.skip('L0');
    if (literal) {
      const framework = singleStep(literal.tool, {});
      const execution = await run(framework, confirmed);
      const output = execution.steps[0]?.output;
      if (execution.ok && output !== undefined) succeed('L0', framework, execution, literal.render(output, language));
      else state.failure = execution.failure;
    }
    // L1: one executor seen >= min_uses times with cosine >= threshold.
    if (!state.ok && state.failure === undefined) {
      const canonical = config.fast_path.canonical_query_enabled
        ? await timer.run('L1', () => fastPath.canonical(query, { now, language, llm: peekLlm(), abortSignal }), (hit) => (hit ? 'hit' : 'miss'))
        : timer.skip('L1');
      if (canonical) {
        const framework = singleStep(canonical.tool, canonical.args);
        const execution = await run(framework, confirmed);
        const output = execution.steps[0]?.output;
        if (execution.ok && output !== undefined) {
          succeed('L1', framework, execution, renderStepReply(canonical.tool, output, { language }));
          state.canonicalQueryId = canonical.canonicalQueryId;
        }
      }
    }
    // L2: memoised multi-step pipelines (off by default).
    if (!state.ok && state.failure === undefined) {
      const path = config.multi_tool_fast_path.enabled
        ? await timer.run('L2', () => fastPath.multiTool(query, { now, language, abortSignal }), (hit) => (hit ? 'hit' : 'miss'))
        : timer.skip('L2');
      if (path) {
        const execution = await run(path.framework, confirmed);
        if (execution.ok) {
          const reply = execution.reply || renderLastStep(execution, language);
          state.pathId = path.pathId;
          if (path.chain === undefined) succeed('L2', path.framework, execution, reply);
          else {
            // chain_to_planner: the path served the prefix; the residual goes through the same intent → skill →
            // Metis (these steps as history) → Nous → Pronoia cascade as a whole request.
            state.chain = { ...path.chain, reply };
            Object.assign(state, { layer: 'L2', framework: path.framework, execution });
            const history = { request: path.chain.prefix, steps: execution.steps };
            const rest = await cascade(path.chain.residual, { history });
            const offset = execution.steps.length;
            const restSteps = rest.execution?.steps ?? [];
            const combined: FrameworkExecution = {
              ...(rest.execution ?? { ...execution, ok: false, failure: rest.failure }),
              steps: [...execution.steps, ...restSteps.map((step) => ({ ...step, index: step.index + offset }))],
              fillers: { ...execution.fillers, ...rest.execution?.fillers },
            };
            const framework = rest.framework === undefined ? path.framework : appendFramework(path.framework, rest.framework);
            if (rest.ok) succeed('L2', framework, combined, [reply, rest.execution?.reply ?? ''].filter((text) => text !== '').join('\n'));
            else Object.assign(state, { failure: rest.failure, failureClass: rest.failureClass, framework, execution: combined });
          }
        }
      }
    }
    // Intent → Praxis skill → Metis → Nous → Pronoia.
    if (!state.ok && state.failure === undefined && state.chain === undefined) {
      const result = await cascade(query, { bypassSkill });
      if (result.ok && result.layer !== undefined && result.framework !== undefined && result.execution !== undefined) {
        succeed(result.layer, result.framework, result.execution, result.execution.reply);
      } else {
        Object.assign(state, { failure: result.failure, failureClass: result.failureClass, framework: result.framework, execution: result.execution });
      }
    }
    // Aporia: the honest dead-end.
    if (!state.ok) {
      const failure = state.failure;
      await timer.run(
        'aporia',
        () => {
          const classification = classifyAporia({ query, failure, failureClass: state.failureClass, language });
          logAporia(store, { query, classification });
          const message = renderAporiaMessage(classification, { language, query });
          // A chained turn already ran its prefix: say what it did before the dead-end of the residual.
          state.reply = state.chain === undefined || state.chain.reply === '' ? message : `${state.chain.reply}\n${message}`;
          state.aporia = { category: classification.category, subject: classification.subject, detail: classification.detail };
          state.needsConfirmation = failure?.code === 'confirmation_required';
          state.layer = 'aporia';
        },
        () => 'hit',
      );
    }
    // Recording.
    await timer.run(
      'record',
      async () => {
        if (state.intentHash !== undefined && state.intent !== undefined) {
          for (const outcome of state.outcomes) {
            // Not the plan's fault: the user has to confirm, or no LLM was there for a step that needs one.
            if (!outcome.ok && (outcome.failure?.code === 'confirmation_required' || outcome.failure?.details?.capability === 'llm')) continue;
            store.recordOutcome({
              intentHash: state.intentHash,
              intent: state.intent,
              framework: outcome.framework,
              ok: outcome.ok,
              dayRank,
              ...(outcome.failure === undefined ? {} : { reason: outcome.failure.code }),
            });
          }
        }
        const steps = state.execution?.steps ?? [];
        if (state.ok && (state.layer === 'planner' || state.layer === 'pronoia') && steps[0] !== undefined) {
          await fastPath.recordFirstStep(query, steps[0], { abortSignal });
        }
        if (state.ok && state.framework !== undefined && state.framework.steps.length >= 2) {
          await fastPath.recordPath(query, state.framework.steps, { now, language, abortSignal });
        }
        const latencies: Record<string, number> = {};
        for (const timing of timer.timings) latencies[timing.layer] = (latencies[timing.layer] ?? 0) + timing.ms;
        store.appendObservation({
          turnId,
          query,
          intentHash: state.intentHash,
          intent: state.intent,
          framework: state.framework,
          verdict: state.ok ? 'ok' : state.layer === 'aporia' ? 'aporia' : 'error',
          layer: state.layer,
          latencies,
          ...(state.canonicalQueryId === undefined ? {} : { canonicalQueryId: state.canonicalQueryId }),
        });
      },
      () => 'hit',
    );
    return {
      turnId,
      query,
      reply: state.reply,
      ok: state.ok,
      layer: state.layer,
      intent: state.intent,
      framework: state.framework,
      steps: state.execution?.steps ?? [],
      timings: timer.timings,
      totalMs: Math.round((performance.now() - started) * 1000) / 1000,
      language,
      llmCalls: tally.count,
      ...(state.chain === undefined ? {} : { chained: { prefix: state.chain.prefix, residual: state.chain.residual } }),
      ...(state.aporia === undefined ? {} : { aporia: state.aporia }),
      ...(state.needsConfirmation === true ? { needsConfirmation: true } : {}),
    };
  };

  const feedback = async (turnId: string, value: Parameters<Assistant['feedback']>[1], { abortSignal }: { abortSignal?: AbortSignal } = {}): Promise<FeedbackResult> => {
    const observation = store.findObservation(turnId);
    if (observation === undefined) return { turnId, feedback: value, found: false };
    store.setObservationFeedback(turnId, value);
    const skill = observation.intentHash === undefined ? undefined : store.applyFeedback(observation.intentHash, value, store.currentDayRank());
    const result: FeedbackResult = { turnId, feedback: value, found: true, ...(skill === undefined ? {} : { skill }) };
    // ✗ on an L1 answer: the canonical row that served it must earn min_uses fresh observations again.
    if (value === 'down' && observation.layer === 'L1' && observation.canonicalQueryId !== undefined && store.demoteCanonicalQuery !== undefined) {
      result.canonicalDemoted = store.demoteCanonicalQuery(observation.canonicalQueryId);
      fastPath.invalidateCanonical();
    }
    if (value === 'retry') result.retried = await ask(observation.query, { bypassSkill: true, abortSignal });
    return result;
  };

  return {
    ask,
    feedback,
    listSkills: () => store.listSkills(),
    forgetSkill: (hash) => store.forgetSkill(hash),
    listAntiSkills: () => store.listAntiSkills(store.currentDayRank()),
    listObservations: (listOptions) => store.listObservations(listOptions),
    countObservations: () => store.countObservations(),
    listAporiae: () => store.listAporiae(),
    promote() {
      const expiredPaths = fastPath.expirePaths();
      const promoted = promoteMultiToolPaths(store, { kSynth: config.multi_tool_fast_path.k_synth });
      return { dayRank: store.currentDayRank(), expiredPaths, promoted };
    },
    executors,
    get llmStatus() {
      return { ...llmAccess.status };
    },
    close() {
      void mcp.close();
      void llmAccess.close();
      if (options.store === undefined) store.close();
    },
  };
}

function singleStep(tool: string, args: Record<string, unknown>): Framework {
  return { steps: [{ tool, args }], fillers: {}, final_message: '' };
}

function renderLastStep(execution: FrameworkExecution, language: Language): string {
  const last = execution.steps.at(-1);
  return last?.output === undefined ? '' : renderStepReply(last.tool, last.output, { language });
}

/** The LLM handed to executors: probes on use and reports a missing one as `missing_capability`. */
function lazyLlm(id: string, access: ReturnType<typeof createLlmAccess>): LlmProvider {
  return {
    id,
    async complete(request) {
      const llm = await access.acquire({ abortSignal: request.abortSignal });
      if (llm === undefined) {
        throw new ExecutorError({
          tool: 'llm',
          failureKind: 'missing_capability',
          code: 'llm_unreachable',
          message: access.status.reason ?? 'the LLM cannot be reached',
          details: { capability: 'llm' },
        });
      }
      return llm.complete(request);
    },
  };
}

import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { ExecutorError, type Embedder, type Framework, type Language, type LlmProvider, type MetnosConfig, type PraxisStore } from '@metnos/core';
import { detectLanguage } from '@metnos/aporia';
import { normalizeQuery, promoteMultiToolPaths } from '@metnos/fast-path';
import { createFillerResolver } from '@metnos/metis';
import { createVaglio, defaultVaglioRules, executeFramework } from '@metnos/nous';
import { intentHash } from '@metnos/praxis-store';
import { loadExecutorCatalog } from '../catalog/load-executor-catalog';
import { createExecutorEnvironment } from '../settings/create-executor-environment';
import type { Assistant, AskOptions, AssistantTurn, FeedbackResult } from './assistant';
import { createAdapters } from './create-adapters';
import { createAporiaHowTo } from './create-aporia-how-to';
import { createFastPathLayers } from './create-fast-path-layers';
import { createLayerTimer } from './create-layer-timer';
import { createLlmAccess } from './create-llm-access';
import { createTurnLlm, type TurnLlmState } from './create-turn-llm';
import { answeredTurn } from './answered-turn';
import { deadEndTurn } from './dead-end-turn';
import { createCanonicalLayer } from './layers/create-canonical-layer';
import { createLiteralLayer } from './layers/create-literal-layer';
import { createMultiToolLayer } from './layers/create-multi-tool-layer';
import { createPlannerLayer } from './layers/create-planner-layer';
import { createSkillLayer } from './layers/create-skill-layer';
import type { TurnLayerSpec } from './layers/turn-layer-spec';
import { localDay } from './local-day';
import { recordTurn } from './record-turn';
import { resolveIntent } from './resolve-intent';
import { runLayers } from './run-layers';
import type { ResolvedIntent } from './turn-answer';
import type { RunPlanOptions, TurnContext } from './turn-context';

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

/**
 * Wires every package into the turn cascade: L0 literal → L1 canonical → L2 multi-tool → Praxis skill (O(1) by
 * intent hash) → Metis one-shot plan → Nous → Pronoia (once) → Aporia, then records what the turn teaches
 * ({@link recordTurn}). The cascade is a list of layers run by one loop ({@link runLayers}); each layer returns
 * what it produced and the turn is assembled from that value ({@link finishTurn}), so no layer patches shared
 * state. Every turn reports the layer that answered, each layer's time and its own LLM calls (each turn wraps the
 * provider in its own counter, so concurrent turns never share counts; a model that timed out is not called again
 * in the same turn). With `[multi_tool_fast_path] chain_to_planner`, an L2 path that serves the first part of a
 * request hands the residual to the skill and planner layers. ✗ on an L1 answer demotes the canonical row that
 * served it. Without a usable LLM, L0/L1/L2 and known skills still answer and new requests get Aporia's honest
 * message naming what to configure.
 */
export async function createAssistant(options: CreateAssistantOptions): Promise<Assistant> {
  const { config, dataDir, clock = () => new Date() } = options;
  mkdirSync(dataDir, { recursive: true });
  const adapters = await createAdapters({ config, dataDir, store: options.store, embedder: options.embedder, llm: options.llm, clock: options.clock });
  const { store, embedder } = adapters;
  const llmAccess = createLlmAccess(adapters.llm, { reason: adapters.llmReason });
  const executorLlm = adapters.llm === undefined ? undefined : lazyLlm(adapters.llm.id, llmAccess);
  // The executors' LLM of each running turn, wrapped in that turn's counter.
  const turnLlms = new Map<string, LlmProvider>();
  const environment = createExecutorEnvironment({ config, dataDir, llm: executorLlm, llmForTurn: (turnId) => turnLlms.get(turnId), fetch: options.fetch });
  const executors = loadExecutorCatalog(environment, options.executorsDirectory === undefined ? {} : { directory: options.executorsDirectory });
  const pool = executors.map((executor) => executor.manifest);
  const vaglio = createVaglio({
    rules: defaultVaglioRules({
      confirmDestructive: config.vaglio.confirm_destructive,
      pathAllowlist: [...environment.roots, environment.maildir, environment.outboxDir, dataDir],
      pathDenylist: environment.pathDenylist,
      baseDir: environment.roots[0],
    }),
  });
  const fastPath = createFastPathLayers({ config, store, embedder, executors });
  const plannerOptions = { reasoningBudget: config.llm.reasoning_budget, maxSteps: config.nous.cap_steps, maxTokens: config.llm.max_tokens };
  const aporiaHowTo = createAporiaHowTo(config);
  const planningLayers: TurnLayerSpec[] = [createSkillLayer({ store, pool, plannerOptions }), createPlannerLayer({ pool, plannerOptions })];
  const layers: TurnLayerSpec[] = [
    createLiteralLayer({ fastPath, enabled: config.fast_path.literal_enabled }),
    createCanonicalLayer({ fastPath, enabled: config.fast_path.canonical_query_enabled }),
    createMultiToolLayer({
      fastPath,
      enabled: config.multi_tool_fast_path.enabled,
      planResidual: (residual, context) => runLayers(residual, planningLayers, context),
    }),
    ...planningLayers,
  ];

  /** The context of one turn: its clock, language, LLM (counted, probed once), intents and Nous. */
  const createTurnContext = (query: string, askOptions: AskOptions, turnId: string, llmState: TurnLlmState): TurnContext => {
    const { onProgress, abortSignal, bypassSkill = false, confirmed = false } = askOptions;
    const now = clock();
    const language: Language = askOptions.language ?? detectLanguage(query);
    const timer = createLayerTimer({ onProgress });
    const dayRank = store.markActiveDay(localDay(now));
    const turnLlm = (llm: LlmProvider | undefined) => (llm === undefined ? undefined : createTurnLlm(llm, llmState));
    let acquired: Promise<LlmProvider | undefined> | undefined;
    const acquireLlm = () => (acquired ??= llmAccess.acquire({ abortSignal }).then(turnLlm));
    const peekLlm = () => turnLlm(llmAccess.peek());
    const intents = new Map<string, Promise<ResolvedIntent>>();
    const consent = confirmed ? () => true : undefined;
    const run = (framework: Framework, runOptions: RunPlanOptions = {}) =>
      timer.run(
        'nous',
        () =>
          executeFramework(framework, {
            executors,
            vaglio,
            confirmed: runOptions.consent ?? false,
            capSteps: config.nous.cap_steps,
            stepTimeoutMs: config.nous.step_timeout_ms,
            now,
            turnId,
            language,
            abortSignal,
            ...(runOptions.priorSteps === undefined ? {} : { priorSteps: runOptions.priorSteps }),
            resolveFiller: createFillerResolver({ llm: peekLlm(), cache: store, query }),
          }),
        (execution) => (execution.ok ? 'hit' : 'error'),
      );
    return {
      turnId,
      now,
      language,
      dayRank,
      timer,
      bypassSkill,
      ...(abortSignal === undefined ? {} : { abortSignal }),
      ...(consent === undefined ? {} : { consent }),
      acquireLlm,
      peekLlm,
      llmUnavailableCause: () => llmAccess.status.error,
      intentOf(request) {
        const key = normalizeQuery(request);
        let intent = intents.get(key);
        if (intent === undefined) {
          intent = timer
            .run('intent', () => resolveIntent(key, { query: request, llm: acquireLlm, cache: store, abortSignal }), () => 'hit')
            .then((resolved) => ({ intent: resolved.intent, hash: intentHash(resolved.intent) }));
          intents.set(key, intent);
        }
        return intent;
      },
      run,
    };
  };

  const ask = async (query: string, askOptions: AskOptions = {}): Promise<AssistantTurn> => {
    const turnId = randomUUID();
    const llmState: TurnLlmState = { count: 0 };
    if (executorLlm !== undefined) turnLlms.set(turnId, createTurnLlm(executorLlm, llmState));
    try {
      const started = performance.now();
      const context = createTurnContext(query, askOptions, turnId, llmState);
      const { language } = context;
      const answer = normalizeQuery(query) === '' ? undefined : await runLayers(query, layers, context);
      const turn =
        answer?.ok === true
          ? answeredTurn({ turnId, query, answer, language })
          : await context.timer.run('aporia', () => deadEndTurn({ turnId, query, answer, language, store, howTo: aporiaHowTo }), () => 'hit');
      const finished = { ...turn, answer, dayRank: context.dayRank, now: context.now, language };
      await context.timer.run('record', () => recordTurn({ store, fastPath }, finished, { timings: context.timer.timings, abortSignal: askOptions.abortSignal }), () => 'hit');
      return { ...turn, timings: context.timer.timings, totalMs: Math.round((performance.now() - started) * 1000) / 1000, llmCalls: llmState.count };
    } finally {
      turnLlms.delete(turnId);
    }
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
      return { available: llmAccess.status.available, id: llmAccess.status.id, ...(llmAccess.status.reason === undefined ? {} : { reason: llmAccess.status.reason }) };
    },
    close() {
      void llmAccess.close();
      if (options.store === undefined) store.close();
    },
  };
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

import { mkdirSync } from 'node:fs';
import type { RequestFrame } from '@metnos/args-extractor';
import { randomUUID } from 'node:crypto';
import { ExecutorError, type Embedder, type Framework, type Language, type LlmProvider, type PraxisStore, type ToolManifest } from '@metnos/core';
import { detectLanguage } from '@metnos/lexicon';
import { createFillerResolver } from '@metnos/metis';
import { createVaglio, defaultVaglioRules, executeFramework } from '@metnos/nous';
import { applySkillFeedback, intentCacheKey, intentHash } from '@metnos/praxis';
import { createScopePolicy } from '../executor-support/create-scope-policy';
import { loadExecutorCatalog } from '../catalog/load-executor-catalog';
import { undoConsentRule } from '../executors/undo_last_turn/undo-consent-rule';
import { createExecutorEnvironment } from '../settings/create-executor-environment';
import type { Assistant, AskOptions, AssistantTurn, FeedbackResult, TurnChannel } from '../turn/assistant';
import { createAdapters } from './create-adapters';
import { createAporiaHowTo } from './create-aporia-how-to';
import { createFastPathLayers } from './create-fast-path-layers';
import { createLayerTimer } from './create-layer-timer';
import { createLlmAccess } from './create-llm-access';
import { createTurnLlm, type TurnLlmState } from './create-turn-llm';
import type { TurnGate, TurnPlace } from './create-turn-gate';
import { consentCheck } from '../consent/consent-check';
import type { ApprovedStep } from '../turn/pending-plan';
import { remoteModelEndpoint } from '../consent/remote-model-endpoint';
import { requestConsent } from '../consent/request-consent';
import { toolsReadingWithModel } from '../consent/tools-reading-with-model';
import { createConfirmationStore } from '../storage/create-confirmation-store';
import { createReminderStore } from '../storage/create-reminder-store';
import { createUndoJournal } from '../storage/create-undo-journal';
import { openAssistantDatabase } from '../storage/open-assistant-database';
import type { IntegrityCheckPolicy } from '../storage/open-checked-store';
import { restrictDataPermissions } from '../storage/restrict-data-permissions';
import { answeredTurn } from '../turn/answered-turn';
import { deadEndTurn } from './dead-end-turn';
import { createCanonicalLayer } from './layers/create-canonical-layer';
import { createLiteralLayer } from './layers/create-literal-layer';
import { createMultiToolLayer } from './layers/create-multi-tool-layer';
import type { TurnLayerSpec } from './layers/turn-layer-spec';
import { lexiconIntentReading, type IntentReading } from './intent-reading';
import { localDay } from './local-day';
import { storedReadingVersion } from './stored-reading-version';
import { recordTurn } from './record-turn';
import { runLayers } from './run-layers';
import { runNightlyJob } from './run-nightly-job';
import { skillPolicyFromConfig } from './skill-policy-from-config';
import { refusedConfirmation } from './refused-confirmation';
import { executionReply } from './execution-reply';
import { summariseLearningStats } from '../stats/summarise-learning-stats';
import { systemTimeZone } from '@metnos/args-extractor/internal';
import type { ResolvedIntent, TurnAnswer } from '../turn/turn-answer';
import type { RunPlanOptions, TurnContext } from './turn-context';
import type { AssistantConfig } from '../settings/assistant-config';

/** Options of `createAssistant`. Adapters not given are built from `config` (the app is their only constructor). */
export interface CreateAssistantOptions {
  config: AssistantConfig;
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
  /** How requests are read into intents without a model, and its version (default the installed lexicon's). */
  intentReading?: IntentReading;
  /** Where notices for the operator go (default a line on stderr): e.g. that skills were re-keyed on open. */
  onNotice?: (line: string) => void;
  /** When the stores' `PRAGMA quick_check` runs: every open (default, a server) or when the file changed (a CLI command). */
  integrityCheck?: IntegrityCheckPolicy;
  /**
   * Admission of turns (`metnos serve`: `createTurnGate` from `[server]`): `ask` and `confirm` wait for a place in
   * arrival order, give it up while they wait on the model or a long tool run, and throw `TurnsBusyError` when the
   * gate's queue is full. Unset: every turn runs at once (the CLI, one turn at a time).
   */
  turnGate?: TurnGate;
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
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const adapters = await createAdapters({ config, dataDir, store: options.store, embedder: options.embedder, llm: options.llm, clock: options.clock, integrityCheck: options.integrityCheck });
  const { store, embedder } = adapters;
  // Skills keyed under another vocabulary move to the keys this one gives (one read when the versions match).
  const intentReading = options.intentReading ?? lexiconIntentReading();
  const storedVersion = storedReadingVersion(store);
  if (storedVersion !== null && storedVersion !== intentReading.version) {
    // The migration (and the replay code it moves bindings for) loads only when the versions differ.
    const { migrateSkillKeys, skillKeyMigrationNotice } = await import('./migrate-skill-keys');
    const notice = skillKeyMigrationNotice(migrateSkillKeys(store, { reading: intentReading }));
    if (notice !== undefined) (options.onNotice ?? ((line: string) => process.stderr.write(`${line}\n`)))(notice);
  }
  const llmAccess = createLlmAccess(adapters.llm, { reason: adapters.llmReason });
  const executorLlm = adapters.llm === undefined ? undefined : lazyLlm(adapters.llm.id, llmAccess);
  // The executors' LLM of each running turn, wrapped in that turn's counter.
  const turnLlms = new Map<string, LlmProvider>();
  // The channel of each running turn (a location shared in Telegram feeds get_location).
  const turnChannels = new Map<string, TurnChannel>();
  const assistantDatabase = openAssistantDatabase(dataDir, { integrityCheck: options.integrityCheck });
  // The stores just created (and their -wal/-shm) become 0600, the folder 0700 (the CLI already reported older ones).
  restrictDataPermissions(dataDir);
  const confirmations = createConfirmationStore(assistantDatabase, { clock });
  const environment = createExecutorEnvironment({
    config,
    dataDir,
    llm: executorLlm,
    llmForTurn: (turnId) => turnLlms.get(turnId),
    channelForTurn: (turnId) => turnChannels.get(turnId),
    fetch: options.fetch,
    reminders: createReminderStore(assistantDatabase),
    undoJournal: createUndoJournal(assistantDatabase),
  });
  const catalog = loadExecutorCatalog(environment, options.executorsDirectory === undefined ? {} : { directory: options.executorsDirectory });
  // Tools of the [mcp.servers.<name>] servers join the catalog (checked by tool-grammar; see `metnos mcp tools`).
  // The MCP client (and its SDK) loads only when servers are configured.
  const mcp =
    Object.keys(config.mcp.servers).length === 0
      ? { executors: [], close: async () => {} }
      : await (await import('../mcp-client/load-mcp-executors')).loadMcpExecutors(config.mcp, { takenNames: catalog.map((executor) => executor.manifest.name) });
  const executors = [...catalog, ...mcp.executors];
  const pool = executors.map((executor) => executor.manifest);
  store.recordKnownExecutors(pool.map((manifest) => ({ name: manifest.name, description: manifest.description })));
  const manifests = new Map(pool.map((manifest) => [manifest.name, manifest]));
  // A remote model reading content is an outside effect of the tools that hand it content (taint rule).
  const modelEndpoint = remoteModelEndpoint(config.llm);
  const modelEndpointOf = (manifest: ToolManifest) => (toolsReadingWithModel.has(manifest.name) ? modelEndpoint : undefined);
  const vaglio = createVaglio({
    rules: [
      ...defaultVaglioRules({
        confirmDestructive: config.vaglio.confirm_destructive,
        modelEndpointOf,
        pathAllowlist: [...environment.roots, environment.maildir, environment.outboxDir, dataDir],
        pathDenylist: environment.pathDenylist,
        baseDir: environment.roots[0],
      }),
      ...(config.vaglio.confirm_destructive ? [undoConsentRule({ journal: environment.undoJournal, windowMs: config.vaglio.undo_window_minutes * 60_000, now: clock })] : []),
    ],
  });
  const fastPath = createFastPathLayers({ config, store, embedder, executors });
  const skillPolicy = skillPolicyFromConfig(config.praxis);
  const plannerOptions = { reasoningBudget: config.llm.reasoning_budget, maxSteps: config.nous.cap_steps, maxTokens: config.llm.max_tokens };
  const aporiaHowTo = createAporiaHowTo(config);
  const telegramHowTo = createAporiaHowTo(config, { channel: 'telegram' });
  // Metis, Pronoia and the grammar compiler load on the first turn that reaches a planning layer, not for L0.
  let planning: Promise<typeof import('./layers/planning-layers')> | undefined;
  const loadPlanning = () => (planning ??= import('./layers/planning-layers'));
  const planningLayers: TurnLayerSpec[] = [
    lazyLayer('skill', async () => (await loadPlanning()).createSkillLayer({ store, pool, plannerOptions })),
    ...(config.praxis.single_step_planner ? [lazyLayer('single_step', async () => (await loadPlanning()).createSingleStepLayer({ pool }))] : []),
    lazyLayer('planner', async () => (await loadPlanning()).createPlannerLayer({ pool, plannerOptions })),
  ];
  const layers: TurnLayerSpec[] = [
    createLiteralLayer({ fastPath, enabled: config.fast_path.literal_enabled }),
    createCanonicalLayer({ fastPath, enabled: config.fast_path.canonical_query_enabled, cache: store }),
    createMultiToolLayer({
      fastPath,
      enabled: config.multi_tool_fast_path.enabled,
      manifests,
      cache: store,
      planResidual: (residual, context) => runLayers(residual, planningLayers, context),
    }),
    ...planningLayers,
  ];

  // A day's rank never changes once stored (ranks are only ever added), so a turn on a day this process already
  // marked reads it here instead of opening a write transaction on the store.
  let markedDay: { day: string; rank: number } | undefined;
  const markActiveDay = (day: string): number => {
    if (markedDay?.day !== day) markedDay = { day, rank: store.markActiveDay(day) };
    return markedDay.rank;
  };

  /** The context of one turn: its clock, language, LLM (counted, probed once), intents and Nous. */
  const createTurnContext = (query: string, askOptions: AskOptions, turnId: string, llmState: TurnLlmState, place: TurnPlace | undefined): TurnContext => {
    const { onProgress, abortSignal, bypassSkill = false } = askOptions;
    const now = clock();
    const language: Language = askOptions.language ?? detectLanguage(query);
    const timer = createLayerTimer({ onProgress });
    const dayRank = markActiveDay(localDay(now));
    const turnLlm = (llm: LlmProvider | undefined) => (llm === undefined ? undefined : createTurnLlm(llm, llmState, place));
    let acquired: Promise<LlmProvider | undefined> | undefined;
    // Probing the model is a wait on it: the turn's place is free meanwhile.
    const acquireLlm = () => (acquired ??= (place === undefined ? llmAccess.acquire({ abortSignal }) : place.outside(() => llmAccess.acquire({ abortSignal }))).then(turnLlm));
    const peekLlm = () => turnLlm(llmAccess.peek());
    const intents = new Map<string, Promise<ResolvedIntent>>();
    const frames = new Map<string, Promise<RequestFrame>>();
    const execute = (framework: Framework, runOptions: RunPlanOptions) =>
      executeFramework(framework, {
            executors,
            vaglio,
            // With [vaglio] confirm_destructive off, Vaglio has no consent rule and this is never asked.
            confirmed: runOptions.consent ?? false,
            capSteps: config.nous.cap_steps,
            stepTimeoutMs: config.nous.step_timeout_ms,
            now,
            turnId,
            language,
            abortSignal,
            ...(runOptions.priorSteps === undefined ? {} : { priorSteps: runOptions.priorSteps }),
            resolveFiller: createFillerResolver({ llm: peekLlm(), cache: store, query }),
          });
    // A long tool run gives the turn's place up until it ends (see createTurnGate).
    const run = (framework: Framework, runOptions: RunPlanOptions = {}) =>
      timer.run('nous', () => (place === undefined ? execute(framework, runOptions) : place.toolRun(() => execute(framework, runOptions))), (execution) => (execution.ok ? 'hit' : 'error'));
    return {
      turnId,
      now,
      language,
      dayRank,
      timer,
      bypassSkill,
      ...(abortSignal === undefined ? {} : { abortSignal }),
      acquireLlm,
      peekLlm,
      llmUnavailableCause: () => llmAccess.status.error,
      frames,
      frameOf(request) {
        let frame = frames.get(request);
        if (frame === undefined) {
          // args-extractor loads for a turn that replays or learns values, not for L0.
          frame = timer.run('reading', async () => (await loadArgsExtractor()).readRequest(request, { now, language }), () => 'hit');
          frames.set(request, frame);
        }
        return frame;
      },
      intentOf(request) {
        let intent = intents.get(request);
        if (intent === undefined) {
          intent = timer
            .run(
              'intent',
              async () => {
                return (await loadResolveIntent()).resolveIntent(intentCacheKey(request), { query: request, llm: acquireLlm, cache: store, readByRules: intentReading.readByRules, abortSignal });
              },
              () => 'hit',
            )
            .then((resolved) => ({ intent: resolved.intent, hash: intentHash(resolved.intent) }));
          intents.set(request, intent);
        }
        return intent;
      },
      run,
    };
  };

  const ask = async (query: string, askOptions: AskOptions = {}): Promise<AssistantTurn> => askIn(await options.turnGate?.enter(), query, askOptions);

  /** A turn in the place it was given in the turn gate (left at its end). */
  const askIn = async (place: TurnPlace | undefined, query: string, askOptions: AskOptions): Promise<AssistantTurn> => {
    const turnId = randomUUID();
    const llmState: TurnLlmState = { count: 0 };
    if (executorLlm !== undefined) turnLlms.set(turnId, createTurnLlm(executorLlm, llmState, place));
    if (askOptions.channel !== undefined) turnChannels.set(turnId, askOptions.channel);
    try {
      const started = performance.now();
      const context = createTurnContext(query, askOptions, turnId, llmState, place);
      const { language } = context;
      // A request without a letter or a digit asks for nothing (Aporia's empty-request hint).
      const answer = /[\p{L}\p{N}]/u.test(query) ? await runLayers(query, layers, context) : undefined;
      const turn = await concludeTurn({ turnId, query, answer, context, channel: askOptions.channel });
      const finished = { ...turn, answer, dayRank: context.dayRank, now: context.now, language, frameOf: context.frameOf };
      await context.timer.run('record', () => recordTurn({ store, fastPath, skillPolicy }, finished, { timings: context.timer.timings, totalMs: performance.now() - started, llmCalls: llmState.count, abortSignal: askOptions.abortSignal }), () => 'hit');
      return { ...turn, timings: context.timer.timings, totalMs: Math.round((performance.now() - started) * 1000) / 1000, llmCalls: llmState.count };
    } finally {
      turnLlms.delete(turnId);
      turnChannels.delete(turnId);
      place?.leave();
    }
  };

  /** The turn a cascade's answer makes: the answer, a consent request, or Aporia's dead-end. */
  const concludeTurn = async ({
    turnId,
    query,
    answer,
    context,
    approvedBefore,
    channel,
  }: {
    turnId: string;
    query: string;
    answer: TurnAnswer | undefined;
    context: TurnContext;
    approvedBefore?: ApprovedStep[];
    channel?: TurnChannel | undefined;
  }) => {
    const { language, now } = context;
    if (answer?.ok === true) return answeredTurn({ turnId, query, answer, language });
    const failure = answer?.failure;
    if (answer !== undefined && failure?.code === 'confirmation_required') {
      const ttlMs = config.vaglio.consent_ttl_seconds * 1000;
      // Files a step sends are shown as the real paths the file tools' policy resolves them to (refused: as written).
      const resolvePath = (path: string): string | undefined => {
        const verdict = createScopePolicy({ roots: environment.roots, denylist: environment.pathDenylist }).judge(path);
        return verdict.allowed ? verdict.realPath : undefined;
      };
      return context.timer.run('consent', () => requestConsent({ answer, failure, query, language, turnId, manifests, store: confirmations, now, ttlMs, modelEndpointOf, resolvePath, ...(approvedBefore === undefined ? {} : { approvedBefore }) }), () => 'hit');
    }
    const howTo = channel?.name === 'telegram' ? telegramHowTo : aporiaHowTo;
    return context.timer.run('aporia', () => deadEndTurn({ turnId, query, answer, language, store, howTo }), () => 'hit');
  };

  const confirm = async (token: string, confirmOptions: Parameters<Assistant['confirm']>[1] = {}): Promise<AssistantTurn> => {
    const place = await options.turnGate?.enter();
    const turnId = randomUUID();
    const llmState: TurnLlmState = { count: 0 };
    if (executorLlm !== undefined) turnLlms.set(turnId, createTurnLlm(executorLlm, llmState, place));
    if (confirmOptions.channel !== undefined) turnChannels.set(turnId, confirmOptions.channel);
    try {
      const started = performance.now();
      const taken = confirmations.take(token, clock());
      if (!taken.ok) return refusedConfirmation({ turnId, refusal: taken.refusal, language: taken.language ?? confirmOptions.language ?? 'en', started });
      const { plan } = taken;
      const context = createTurnContext(plan.query, { language: plan.language, ...confirmOptions }, turnId, llmState, place);
      // Exactly the plan the user saw: no skill lookup, no planner, no Pronoia. Steps with an effect that already
      // ran (an L2 prefix, an earlier confirmation of this plan) are not run again: the plan resumes after them.
      const ran = plan.ran ?? [];
      const rest = ran.length === 0 ? plan.framework : { ...plan.framework, steps: plan.framework.steps.slice(ran.length) };
      const resumed = await context.run(rest, { consent: consentCheck(plan.approved), ...(ran.length === 0 ? {} : { priorSteps: ran }) });
      const execution = ran.length === 0 ? resumed : { ...resumed, steps: [...ran, ...resumed.steps] };
      const output = execution.steps.at(-1)?.output;
      const literal = plan.layer === 'L0' && output !== undefined ? fastPath.literal(plan.query) : undefined;
      const answer: TurnAnswer = {
        layer: plan.layer,
        ok: execution.ok,
        reply: literal !== undefined && output !== undefined ? literal.render(output, plan.language, context.now) : executionReply(execution, plan.language, { now: context.now }),
        framework: plan.framework,
        execution,
        ...(execution.failure === undefined ? {} : { failure: execution.failure }),
        ...(plan.intent === undefined ? {} : { intent: plan.intent }),
        outcomes: plan.outcomes.map((outcome) => ({ ...outcome, ok: execution.ok, ...(execution.failure === undefined ? {} : { failure: execution.failure }) })),
      };
      const turn = await concludeTurn({ turnId, query: plan.query, answer, context, approvedBefore: plan.approved, channel: confirmOptions.channel });
      const finished = { ...turn, answer, dayRank: context.dayRank, now: context.now, language: plan.language };
      await context.timer.run('record', () => recordTurn({ store, fastPath, skillPolicy }, finished, { timings: context.timer.timings, totalMs: performance.now() - started, llmCalls: llmState.count, abortSignal: confirmOptions.abortSignal }), () => 'hit');
      return { ...turn, timings: context.timer.timings, totalMs: Math.round((performance.now() - started) * 1000) / 1000, llmCalls: llmState.count };
    } finally {
      turnLlms.delete(turnId);
      turnChannels.delete(turnId);
      place?.leave();
    }
  };

  const feedback = async (turnId: string, value: Parameters<Assistant['feedback']>[1], { abortSignal, channel, language, onProgress }: Parameters<Assistant['feedback']>[2] = {}): Promise<FeedbackResult> => {
    const observation = store.findObservation(turnId);
    if (observation === undefined) return { turnId, feedback: value, found: false };
    // ↺ asks again: its place in the turn gate is taken first, so a busy server refuses it before the feedback is kept.
    const place = value === 'retry' ? await options.turnGate?.enter() : undefined;
    let result: FeedbackResult;
    try {
      store.setObservationFeedback(turnId, value);
      const skill = observation.intentHash === undefined ? undefined : applySkillFeedback(store, { intentHash: observation.intentHash, feedback: value, dayRank: store.currentDayRank(), turnId }, { policy: skillPolicy });
      result = { turnId, feedback: value, found: true, ...(skill === undefined ? {} : { skill }) };
      // ✗ on an L1 answer: the canonical row that served it must earn min_uses fresh observations again.
      if (value === 'down' && observation.layer === 'L1' && observation.canonicalQueryId !== undefined && store.demoteCanonicalQuery !== undefined) {
        result.canonicalDemoted = store.demoteCanonicalQuery(observation.canonicalQueryId, { turnId });
        fastPath.invalidateCanonical();
      }
    } catch (error) {
      place?.leave();
      throw error;
    }
    if (value === 'retry') result.retried = await askIn(place, observation.query, { bypassSkill: true, abortSignal, channel, language, onProgress });
    return result;
  };

  return {
    ask,
    confirm,
    feedback,
    listSkills: () => store.listSkills(),
    forgetSkill: (hash) => store.forgetSkill(hash),
    listAntiSkills: () => store.listAntiSkills(store.currentDayRank()),
    listObservations: (listOptions) => store.listObservations(listOptions),
    countObservations: () => store.countObservations(),
    listAporiae: () => store.listAporiae(),
    learningStats: ({ days }) => summariseLearningStats(store, { days, now: clock(), timeZone: systemTimeZone() }),
    promote: (promoteOptions) => runNightlyJob(store, config, promoteOptions),
    saveLearnedIndex: async () => (await fastPath.saveCanonicalIndex?.()) ?? false,
    listChanges: (listOptions) => store.listLearningChanges(listOptions),
    countChanges: () => store.countLearningChanges(),
    revertChange: (id) => store.revertLearningChange(id),
    executors,
    get llmStatus() {
      return { available: llmAccess.status.available, id: llmAccess.status.id, ...(llmAccess.status.reason === undefined ? {} : { reason: llmAccess.status.reason }) };
    },
    close() {
      void mcp.close();
      void llmAccess.close();
      confirmations.close();
      assistantDatabase.close();
      if (options.store === undefined) store.close();
    },
  };
}

// Modules a turn loads on first use, kept once loaded: a dynamic import of a loaded module still costs a loader
// round trip per turn.
let argsExtractor: Promise<typeof import('@metnos/args-extractor')> | undefined;
const loadArgsExtractor = () => (argsExtractor ??= import('@metnos/args-extractor'));
let resolveIntentModule: Promise<typeof import('./resolve-intent')> | undefined;
const loadResolveIntent = () => (resolveIntentModule ??= import('./resolve-intent'));

/** A layer whose implementation is built the first time a turn reaches it. */
function lazyLayer(name: string, build: () => Promise<TurnLayerSpec>): TurnLayerSpec {
  let built: Promise<TurnLayerSpec> | undefined;
  return { name, enabled: true, answer: async (request, context) => (await (built ??= build())).answer(request, context) };
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

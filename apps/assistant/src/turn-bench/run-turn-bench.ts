import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import type { LlmProvider, TurnLayer } from '@metnos/core';
import type { Assistant, AssistantTurn } from '../turn/assistant';
import { createAssistant } from '../cascade/create-assistant';
import type { BenchWorld } from './bench-world';
import { createBenchWorld } from './create-bench-world';
import { judgeTurn } from './judge-turn';
import { expectationOf, type TurnBenchCase } from './turn-bench-case';
import { turnBenchCases } from './turn-bench-cases';
import type { TurnBenchModel } from './turn-bench-model';
import type { TurnBenchPass, TurnBenchReport, TurnBenchRow } from './turn-bench-report';
import { defaultAssistantConfig } from '../settings/default-assistant-config';

/** The instant every bench turn runs at: Tuesday 2026-05-19, 10:30 UTC. */
export const turnBenchNow = new Date('2026-05-19T10:30:00Z');
/**
 * The later days of the default later passes: the next day (Wednesday 2026-05-20), and across a month end
 * (Tuesday 2026-06-02, two weeks on), both at 10:30 UTC.
 */
const defaultLaterDays: readonly Date[] = [new Date('2026-05-20T10:30:00Z'), new Date('2026-06-02T10:30:00Z')];

/** Options of {@link runTurnBench}. */
export interface TurnBenchOptions {
  /** Passes over every request in the same assistant (default 3). */
  passes?: number;
  /**
   * The model: the scripted good model of `__fixtures__/create-scripted-planner.ts` (what the CLI and the test
   * give), or none with `llmUrl`. One of the two is required.
   */
  model?: TurnBenchModel;
  /** A llama-server URL: the assistant's own llama-server provider plans (`model` must then be left out). */
  llmUrl?: string;
  /**
   * After the passes, one more pass over the same assistant on each of these later instants (default: the next day,
   * and two weeks on across a month end): what was learned must still be right when "domani" is another day.
   */
  laterDays?: readonly Date[];
  /** Also play the requests once in a fresh assistant with no model (default true). */
  noModelPass?: boolean;
  cases?: readonly TurnBenchCase[];
  /** Called after each request (progress lines). */
  onRow?: (row: TurnBenchRow) => void;
  abortSignal?: AbortSignal;
}

const replayLayers = new Set<TurnLayer>(['skill', 'L1', 'L2']);
// A plan that asks consent again after the confirmed steps (a new token) is confirmed again, this many times at most.
const maxConsentsPerRequest = 3;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Median milliseconds of spawning `node -e 0` three times (the run's anchor). */
function measureNodeStartMs(): number {
  return median(
    [0, 1, 2].map(() => {
      const started = performance.now();
      execFileSync(process.execPath, ['-e', '0']);
      return performance.now() - started;
    }),
  );
}

/** The figures of one pass (`day`: the clock's UTC date, for a later pass). */
function summarisePass(pass: number, rows: readonly TurnBenchRow[], day?: string): TurnBenchPass {
  const byLayer: Partial<Record<TurnLayer, number>> = {};
  for (const row of rows) byLayer[row.layer] = (byLayer[row.layer] ?? 0) + 1;
  return {
    pass,
    ...(day === undefined ? {} : { day }),
    llmCalls: rows.reduce((sum, row) => sum + row.llmCalls, 0),
    meanMs: round(rows.reduce((sum, row) => sum + row.ms, 0) / Math.max(rows.length, 1)),
    medianMs: round(median(rows.map((row) => row.ms))),
    right: rows.filter((row) => row.right).length,
    wrong: rows.filter((row) => !row.right).length,
    wrongReplays: rows.filter((row) => row.wrongReplay).length,
    wrongReplaysOnKnownGaps: rows.filter((row) => row.wrongReplay && row.knownGap).length,
    replyDefects: rows.filter((row) => row.replyDefect).length,
    replayReplyDefects: rows.filter((row) => row.replyDefect && replayLayers.has(row.layer)).length,
    consents: rows.reduce((sum, row) => sum + row.consents, 0),
    byLayer,
    singleStepWithoutLlm: rows.filter((row) => row.layer === 'single_step' && row.llmCalls === 0 && row.right).length,
    singleStep: rows.filter((row) => row.layer === 'single_step').length,
  };
}

async function openAssistant(world: BenchWorld, llm: LlmProvider | null | undefined, llmUrl: string | undefined): Promise<Assistant> {
  const config = defaultAssistantConfig();
  config.executors.maildir = world.maildir;
  config.executors.location = '';
  // The bench's web pages are on 127.0.0.1: get_urls refuses private addresses unless allowed.
  config.executors.network_allowlist = ['127.0.0.1'];
  if (llmUrl !== undefined) {
    config.llm.provider = 'llama-server';
    config.llm.base_url = llmUrl;
  }
  return createAssistant({ config, dataDir: world.dataDir, clock: () => world.now, ...(llm === undefined ? {} : { llm }) });
}

/** Plays every request once: asks it, confirms consent as the user would, and judges the answer. */
async function playPass(
  pass: number,
  { assistant, world, planner, cases, onRow, abortSignal }: { assistant: Assistant; world: BenchWorld; planner?: TurnBenchModel; cases: readonly TurnBenchCase[]; onRow?: (row: TurnBenchRow) => void; abortSignal?: AbortSignal },
): Promise<TurnBenchRow[]> {
  world.reset();
  const rows: TurnBenchRow[] = [];
  for (const benchCase of cases) {
    abortSignal?.throwIfAborted();
    const query = typeof benchCase.query === 'function' ? benchCase.query(world) : benchCase.query;
    planner?.answering(typeof benchCase.script === 'function' ? benchCase.script(world) : benchCase.script, query);
    const channel = benchCase.channel === undefined ? {} : { channel: benchCase.channel };
    const asked = await assistant.ask(query, { ...channel, ...(abortSignal === undefined ? {} : { abortSignal }) });
    let confirmed: AssistantTurn | undefined;
    let consents = 0;
    let ms = asked.totalMs;
    let llmCalls = asked.llmCalls;
    for (let pending = asked.confirmation; pending !== undefined && consents < maxConsentsPerRequest; pending = confirmed.confirmation) {
      consents += 1;
      confirmed = await assistant.confirm(pending.token, { ...channel, ...(abortSignal === undefined ? {} : { abortSignal }) });
      ms += confirmed.totalMs;
      llmCalls += confirmed.llmCalls;
    }
    const expectation = expectationOf(benchCase, world);
    const verdict = judgeTurn(expectation, { asked, ...(confirmed === undefined ? {} : { confirmed }) }, world);
    // A consent request is Aporia's turn; the confirmed turn is the answer, from the layer that planned it.
    const final = confirmed ?? asked;
    const row: TurnBenchRow = {
      pass,
      caseId: benchCase.id,
      category: benchCase.category,
      language: benchCase.language,
      query,
      layer: final.layer,
      ms: round(ms),
      llmCalls,
      consents,
      right: verdict.right,
      ...(verdict.why === undefined ? {} : { why: verdict.why }),
      wrongReplay: verdict.defect === 'plan' && replayLayers.has(final.layer),
      replyDefect: verdict.defect === 'reply',
      deadEnd: expectation.aporia !== undefined,
      knownGap: benchCase.knownGap !== undefined,
      ...(final.aporia === undefined ? {} : { aporia: { category: final.aporia.category, subject: final.aporia.subject } }),
      reply: final.reply,
    };
    rows.push(row);
    onRow?.(row);
  }
  return rows;
}

/**
 * The turn bench (the Praxis engine bench of docs/praxis-engine.md): plays the 35 requests of {@link turnBenchCases} through the real assistant
 * (`createAssistant` over a temp data folder, a temp home with files and a Maildir, web pages on 127.0.0.1), in
 * `passes` passes in a row over the same assistant so that what it learns in a pass serves the next, each pass on
 * a freshly reset world, then one pass on each of `laterDays` (the clock moved on: relative dates must follow). The planner is `model` (the scripted good model, answering each request from its script)
 * or the llama-server at `llmUrl`. Consent requests are confirmed through `assistant.confirm(token)` and counted. Then,
 * unless turned off, the requests are played once more in a fresh assistant with no model, to count what the
 * deterministic single-step planner answers without any model call. `HOME` points at the temp home while it runs.
 */
export async function runTurnBench(options: TurnBenchOptions = {}): Promise<TurnBenchReport> {
  const { passes = 3, laterDays = defaultLaterDays, llmUrl, model, noModelPass = true, cases = turnBenchCases, onRow, abortSignal } = options;
  if (!Number.isInteger(passes) || passes < 1) throw new Error(`turn bench: passes must be a positive integer, got ${passes}`);
  if ((model === undefined) === (llmUrl === undefined)) throw new Error('turn bench: give either a scripted model or an llmUrl, not both and not neither');
  const load = { average: round(loadavg()[0] ?? 0), cpus: availableParallelism() };
  const anchorMs = round(measureNodeStartMs());
  const savedHome = process.env.HOME;
  const worlds: BenchWorld[] = [];
  try {
    const world = await createBenchWorld({ now: turnBenchNow, ...(abortSignal === undefined ? {} : { abortSignal }) });
    worlds.push(world);
    process.env.HOME = world.home;
    const assistant = await openAssistant(world, model?.llm, llmUrl);
    const rows: TurnBenchRow[] = [];
    const summaries: TurnBenchPass[] = [];
    try {
      for (let pass = 1; pass <= passes; pass += 1) {
        const passRows = await playPass(pass, { assistant, world, cases, ...(model === undefined ? {} : { planner: model }), ...(onRow === undefined ? {} : { onRow }), ...(abortSignal === undefined ? {} : { abortSignal }) });
        rows.push(...passRows);
        summaries.push(summarisePass(pass, passRows));
      }
      for (const [index, later] of laterDays.entries()) {
        if (later.getTime() <= world.now.getTime()) throw new Error(`turn bench: a later day must come after ${world.now.toISOString()}, got ${later.toISOString()}`);
        world.now = later;
        const pass = passes + index + 1;
        const passRows = await playPass(pass, { assistant, world, cases, ...(model === undefined ? {} : { planner: model }), ...(onRow === undefined ? {} : { onRow }), ...(abortSignal === undefined ? {} : { abortSignal }) });
        rows.push(...passRows);
        summaries.push(summarisePass(pass, passRows, later.toISOString().slice(0, 10)));
      }
    } finally {
      assistant.close();
    }
    let noModel: TurnBenchReport['noModel'];
    if (noModelPass) {
      const bare = await createBenchWorld({ now: turnBenchNow, ...(abortSignal === undefined ? {} : { abortSignal }) });
      worlds.push(bare);
      process.env.HOME = bare.home;
      const offline = await openAssistant(bare, null, undefined);
      try {
        const offlineRows = await playPass(0, { assistant: offline, world: bare, cases, ...(onRow === undefined ? {} : { onRow }), ...(abortSignal === undefined ? {} : { abortSignal }) });
        noModel = { pass: summarisePass(0, offlineRows), rows: offlineRows };
      } finally {
        offline.close();
      }
    }
    return {
      mode: llmUrl === undefined ? 'scripted' : 'llama-server',
      ...(llmUrl === undefined ? {} : { llmUrl }),
      cases: cases.length,
      passes: summaries,
      rows,
      ...(noModel === undefined ? {} : { noModel }),
      anchorMs,
      load,
      at: new Date().toISOString(),
    };
  } finally {
    if (savedHome === undefined) delete process.env.HOME;
    else process.env.HOME = savedHome;
    await Promise.all(worlds.map((world) => world.close()));
  }
}

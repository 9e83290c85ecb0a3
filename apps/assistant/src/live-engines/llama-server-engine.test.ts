import { findLlamaServerBinary, startLlamaServer, type StartedLlamaServer } from '@metnos/testing';
import { createLlmProviderFromConfig } from '@metnos/llama-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantTurn } from '../turn/assistant';
import { createAssistant } from '../cascade/create-assistant';
import { createLiveWorld, type LiveWorld } from './__fixtures__/create-live-world';
import { expectPlannerTurnWiring } from './__fixtures__/expect-planner-turn-wiring';
import { recordLlmCalls, type RecordedLlmCall } from './__fixtures__/record-llm-calls';

// The assistant end to end against a REAL llama-server (the binary @metnos/llama-client's build:llama-server
// script caches, or METNOS_LLAMA_SERVER_BIN) serving the tiny random-weight GGUF on a free 127.0.0.1 port, with
// `[llm] provider = "llama-server"`: grammar-constrained decoding on the server's side (/completion + grammar or
// json_schema), real SQLite, real executors, hashed embedder. Metis sends no temperature or seed, so the server is
// started with `--temp 0 --seed 5` to make its sampling greedy. `-c 8192` (and the GGUF's context_length
// overridden from 2048): the planner's prompt is ~3,700 byte-tokens with this vocabulary, Pronoia's ~3,900.

const binary = findLlamaServerBinary();
const query = 'find the pdf files in docs';
const clock = () => new Date('2026-05-19T10:30:00Z');

describe.skipIf(binary.binaryPath === undefined)('createAssistant', () => {
  let world: LiveWorld;
  let server: StartedLlamaServer;

  beforeAll(async () => {
    world = await createLiveWorld({ seed: 5, maxTokens: 200, capSteps: 1 });
    server = await startLlamaServer(binary.binaryPath as string, {
      modelPath: world.modelPath,
      contextSize: 8192,
      // The tiny GGUF says context_length 2048 and llama-server caps its slot there; the planner's prompt needs more.
      extraArgs: ['--override-kv', 'llama.context_length=int:8192', '--temp', '0', '--seed', '5', '--chat-template', 'chatml', '--no-webui'],
    });
    Object.assign(world.config.llm, { provider: 'llama-server', base_url: server.url, max_retries: 0, timeout_ms: 60_000 });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    world?.remove();
  });

  it('should plan a new request through llama-server (provider built from [llm]) and answer L0 without it', async () => {
    const recorder = recordLlmCalls(createLlmProviderFromConfig(world.config.llm) as NonNullable<ReturnType<typeof createLlmProviderFromConfig>>);
    expect(recorder.llm.id).toBe(`llama-server@${server.url}`);
    const assistant = await createAssistant({ config: world.config, dataDir: world.dataDir, llm: recorder.llm, clock });
    try {
      const turn = await assistant.ask(query);
      const pool = assistant.executors.map((executor) => executor.manifest);
      const wiring = expectPlannerTurnWiring(turn, { calls: recorder.calls, pool, query, maxSteps: world.config.nous.cap_steps });
      console.log(`${describeTurn(turn, recorder.calls)}\n  plan: ${JSON.stringify(wiring.plan)}`);
      expect(recorder.calls.every((call) => call.error === undefined), server.logs()).toBe(true);
      // Greedy decoding of the seed-5 model: the same plan node-llama-cpp gives in-process (see in-process-engine.test.ts).
      expect(wiring.plan).toEqual({ status: 'parsed' });
      expect(turn.framework?.steps).toEqual([{ tool: 'read_files', args: { entries: [], max_bytes: 32 } }]);
      expect(turn.timings.filter((timing) => ['planner', 'nous', 'pronoia'].includes(timing.layer)).map((timing) => timing.layer)).toEqual(['planner', 'nous', 'nous', 'pronoia']);

      const time = await assistant.ask('what time is it');
      expect(time).toMatchObject({ layer: 'L0', ok: true, llmCalls: 0, reply: "It's 10:30." });
      expect(recorder.calls.length).toBe(turn.llmCalls);

      expect(assistant.listObservations().map((observation) => [observation.turnId, observation.layer])).toEqual([
        [time.turnId, 'L0'],
        [turn.turnId, turn.layer],
      ]);
      expect(assistant.listObservations()[1]?.latencies.planner).toBeGreaterThan(0);
    } finally {
      assistant.close();
    }
  }, 60_000);

  it('should build the llama-server provider itself from [llm] when given none', async () => {
    const assistant = await createAssistant({ config: world.config, dataDir: world.dataDir, clock });
    try {
      expect(assistant.llmStatus).toEqual({ available: true, id: `llama-server@${server.url}` });
      const turn = await assistant.ask('find the pdf files in the docs folder please');
      console.log(describeTurn(turn, []));
      expect(turn.llmCalls).toBeGreaterThanOrEqual(1);
      expect(turn.timings.find((timing) => timing.layer === 'planner')?.ms).toBeGreaterThan(0);
      expect(['planner', 'pronoia', 'aporia']).toContain(turn.layer);
      if (!turn.ok) expect(turn.reply).toMatch(/^Can't resolve: /);
      expect(assistant.listObservations()[0]).toMatchObject({ turnId: turn.turnId, layer: turn.layer });
    } finally {
      assistant.close();
    }
  }, 60_000);
});

if (binary.binaryPath === undefined && binary.broken) {
  describe('createAssistant (llama-server)', () => {
    it('should have a usable llama-server to plan through', () => {
      throw new Error(`the live llama-server tests cannot run: ${binary.reason}`);
    });
  });
} else if (binary.binaryPath === undefined) {
  describe('createAssistant (llama-server)', () => {
    it.skip(`should plan through a real llama-server — skipped: ${binary.reason}`, () => {});
  });
}

function describeTurn(turn: AssistantTurn, calls: readonly RecordedLlmCall[]): string {
  const timings = turn.timings.map((timing) => `${timing.layer} ${timing.ms.toFixed(1)} ms ${timing.outcome}`).join(' · ');
  const engine = calls.map((call) => `  ${call.request.tier} ${call.ms.toFixed(0)} ms ${call.response?.finishReason ?? 'error'}: ${call.response?.text.replace(/\s+/g, ' ').slice(0, 160) ?? String(call.error)}`);
  return [`«${turn.query}» → ${turn.layer} (llm calls ${turn.llmCalls}, ${turn.totalMs.toFixed(0)} ms): ${turn.reply}`, `  ${timings}`, ...engine].join('\n');
}

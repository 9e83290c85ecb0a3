import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Embedder, LlmProvider, LlmRequest } from '@metnos/core';
import { canonicalizeQuery } from '@metnos/fast-path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import type { Assistant, AssistantTurn } from '../turn/assistant';
import { createReminderStore } from '../storage/create-reminder-store';
import { openAssistantDatabase } from '../storage/open-assistant-database';
import { createAssistant } from './create-assistant';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHashedEmbedder, createHttpEmbedder } from '@metnos/embedder';
import type { AssistantConfig } from '../settings/assistant-config';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { createScriptedPlanner } from '../turn-bench/__fixtures__/create-scripted-planner';
import { pdfIntent, pdfPlan, readIntent, readPlan } from '../__fixtures__/pdf-scripts';

const clock = () => new Date('2026-05-19T10:30:00Z');

const sendIntent = JSON.stringify({ verb: 'send', object: 'messages', keywords: ['anna'] });
// The residual of "read the pdf files in docs and then send them to anna@rossi.it": numbered after the prefix's two
// steps, it sends what step 2 read (the planner never sees the files' text).
const sendPlan = JSON.stringify({
  steps: [{ tool: 'send_messages', args: { from_step: 2, to: ['anna@rossi.it'], subject: 'Your PDFs', body: 'Here are your PDFs.' } }],
  fillers: {},
  final_message: 'Sent ${step3.ok_count} message to Anna.',
});
const reminderIntent = JSON.stringify({ verb: 'create', object: 'reminders', keywords: ['anna'] });
const badReminderPlan = JSON.stringify({ steps: [{ tool: 'create_reminders', args: { text: 'call Anna', when: 'someday' } }], fillers: {}, final_message: 'Reminder set.' });
// The same plans for the residual of a chained request: numbered after the prefix's two steps.
const goodResidualReminderPlan = JSON.stringify({
  steps: [{ tool: 'create_reminders', args: { text: 'call Anna', when: '2026-05-20' } }],
  fillers: {},
  final_message: 'Reminder set for ${step3.when}.',
});
const goodReminderPlan = JSON.stringify({
  steps: [{ tool: 'create_reminders', args: { text: 'call Anna', when: '2026-05-20' } }],
  fillers: {},
  final_message: 'Reminder set for ${step1.when}.',
});
/** The reminders kept in the data folder's assistant.sqlite (a second connection, as another process would). */
function readReminders(dataDir: string) {
  const database = openAssistantDatabase(dataDir);
  try {
    return createReminderStore(database).list();
  } finally {
    database.close();
  }
}
const layersOf = (turn: AssistantTurn) => turn.timings.map((timing) => `${timing.layer}:${timing.outcome}`);
const chaining = (minUses: number) => (config: AssistantConfig) => {
  config.multi_tool_fast_path.enabled = true;
  config.multi_tool_fast_path.chain_to_planner = true;
  config.multi_tool_fast_path.min_uses = minUses;
};

/** A temp world: allowed folder with two PDFs and a text file, a Maildir, and a data folder. */
function world(configure: (config: AssistantConfig) => void = () => {}) {
  const base = mkdtempSync(join(tmpdir(), 'metnos-e2e-'));
  const files = join(base, 'files');
  mkdirSync(join(files, 'docs'), { recursive: true });
  writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
  writeFileSync(join(files, 'docs', 'b.pdf'), 'B');
  writeFileSync(join(files, 'docs', 'notes.txt'), 'N');
  const config = defaultAssistantConfig();
  // These tests exercise the model's planner: the deterministic single-step planner would answer first.
  config.praxis.single_step_planner = false;
  config.vaglio.path_allowlist = [files];
  config.executors.maildir = join(base, 'Maildir');
  configure(config);
  return { base, files, dataDir: join(base, 'data'), config };
}

async function open(setup: ReturnType<typeof world>, llm: ScriptedLlmProvider | null): Promise<Assistant> {
  return createAssistant({ config: setup.config, dataDir: setup.dataDir, llm, clock });
}

function show(turn: AssistantTurn): string {
  const layers = turn.timings.map((timing) => `${timing.layer}=${timing.ms.toFixed(2)}ms/${timing.outcome}`).join(' ');
  return `${turn.aporia?.detail ?? ""} ${turn.layer.padEnd(8)} llm=${turn.llmCalls} total=${turn.totalMs.toFixed(2)}ms  ${layers}  «${turn.reply}»`;
}

const tiers = (llm: ScriptedLlmProvider) => llm.calls.map((call: LlmRequest) => call.tier);

describe('createAssistant', () => {
  it('should learn a family of requests: planner, then skill, then no LLM at all', async () => {
    const setup = world();
    const llm = new ScriptedLlmProvider([pdfIntent, pdfPlan, pdfIntent, pdfIntent]);
    const assistant = await open(setup, llm);
    const turns: AssistantTurn[] = [];
    for (const query of ['find the pdf files in docs', 'find pdf files in the docs folder', 'please find the pdf files in docs', 'find the pdf files in docs']) {
      turns.push(await assistant.ask(query));
    }
    console.log(`learning curve:\n${turns.map(show).join('\n')}`);
    expect(turns.map((turn) => turn.layer)).toEqual(['planner', 'skill', 'skill', 'skill']);
    expect(turns.map((turn) => turn.llmCalls)).toEqual([2, 1, 1, 0]);
    expect(turns.map((turn) => turn.reply)).toEqual(Array(4).fill('Found 2 PDF files.'));
    expect(tiers(llm)).toEqual(['fast', 'wise', 'fast', 'fast']);
    // One reading of the request per turn, shared by the layers that bind values and by recording (issue 21).
    expect(turns.map((turn) => turn.timings.filter((timing) => timing.layer === 'reading').length)).toEqual([1, 1, 1, 1]);
    expect(llm.remaining).toBe(0);
    expect(assistant.listSkills()).toEqual([expect.objectContaining({ status: 'active', uses: 4, successes: 4 })]);
    expect(assistant.countObservations()).toBe(4);
    expect(assistant.listObservations().map((observation) => observation.layer).sort()).toEqual(['planner', 'skill', 'skill', 'skill']);
    assistant.close();
  });

  it('should answer L0 and known skills without an LLM, and say what is missing for new requests', async () => {
    const setup = world();
    const learner = await open(setup, new ScriptedLlmProvider([pdfIntent, pdfPlan, pdfIntent]));
    await learner.ask('find the pdf files in docs');
    await learner.ask('find pdf files in the docs folder');
    learner.close();

    const offline = await open(setup, null);
    const time = await offline.ask('what time is it');
    expect(time).toMatchObject({ layer: 'L0', ok: true, llmCalls: 0 });
    expect(time.reply).toMatch(/^It's \d\d:30\.$/);
    const known = await offline.ask('find pdf files in the docs folder');
    expect(known).toMatchObject({ layer: 'skill', ok: true, reply: 'Found 2 PDF files.' });
    const fresh = await offline.ask('send the weekly report to anna@rossi.it');
    expect(fresh).toMatchObject({ layer: 'aporia', ok: false, aporia: { category: 'missing_skill', subject: 'llm' } });
    expect(fresh.reply).toBe(
      "Can't resolve: no language model is configured for requests I have not learned yet. To proceed: set [llm] provider and base_url in runtime.toml (or METNOS_LLM_BASE_URL) to a running llama-server.",
    );
    expect(offline.listAporiae()).toEqual([expect.objectContaining({ category: 'missing_skill', count: 1 })]);
    console.log(`no LLM:\n${[time, known, fresh].map(show).join('\n')}`);
    offline.close();
  });

  it('should embed a request once in a turn L1 answers, its record included', async () => {
    const setup = world();
    const llm = new ScriptedLlmProvider([pdfIntent, pdfPlan, pdfPlan, pdfPlan]);
    const hashed = createHashedEmbedder();
    const embedded: string[] = [];
    const embedder: Embedder = {
      id: hashed.id,
      dimension: hashed.dimension,
      embed: (texts, options) => {
        embedded.push(...texts);
        return hashed.embed(texts, options);
      },
    };
    const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, llm, clock, embedder });
    const first = await assistant.ask('find the pdf files in docs');
    const second = await assistant.feedback(first.turnId, 'retry');
    await assistant.feedback(second.retried?.turnId as string, 'retry');
    embedded.length = 0;
    // Asked as written and in another casing and courtesy: the same lemma form, served from its row without a search.
    for (const request of ['find the pdf files in docs', 'Please find the PDF files in docs!']) {
      const served = await assistant.ask(request);
      expect(served).toMatchObject({ layer: 'L1', ok: true, llmCalls: 0 });
    }
    expect(embedded).toEqual([canonicalizeQuery('find the pdf files in docs'), canonicalizeQuery('Please find the PDF files in docs!')]);
    expect(embedded[0]).toBe(embedded[1]);
    assistant.close();
  });

  it('should serve L1 after three planner observations of the same request (↺ re-plans each time)', async () => {
    const setup = world();
    const llm = new ScriptedLlmProvider([pdfIntent, pdfPlan, pdfPlan, pdfPlan]);
    const assistant = await open(setup, llm);
    const first = await assistant.ask('find the pdf files in docs');
    const second = await assistant.feedback(first.turnId, 'retry');
    const third = await assistant.feedback(second.retried?.turnId as string, 'retry');
    expect([first, second.retried, third.retried].map((turn) => [turn?.layer, turn?.llmCalls])).toEqual([
      ['planner', 2],
      ['planner', 1],
      ['planner', 1],
    ]);
    const served = await assistant.ask('find the pdf files in docs');
    console.log(`L1:\n${show(served)}`);
    // L1 replies the way the plan that taught it did.
    expect(served).toMatchObject({ layer: 'L1', ok: true, llmCalls: 0, reply: 'Found 2 PDF files.' });
    expect(llm.remaining).toBe(0);
    expect(assistant.listObservations().map((observation) => observation.feedback ?? '-')).toContain('retry');

    // ✗ on the L1 answer demotes the canonical row: L1 no longer serves it until it is observed min_uses times afresh.
    const observed = assistant.listObservations({ limit: 1 })[0];
    expect(observed).toMatchObject({ turnId: served.turnId, layer: 'L1', canonicalQueryId: expect.any(Number) });
    expect(await assistant.feedback(served.turnId, 'down')).toMatchObject({ found: true, canonicalDemoted: true });
    const after = await assistant.ask('find the pdf files in docs');
    expect(after.layer).not.toBe('L1');
    expect(after.timings).toContainEqual(expect.objectContaining({ layer: 'L1', outcome: 'miss' }));
    expect(after).toMatchObject({ ok: true, llmCalls: 0 });
    expect((await assistant.feedback(after.turnId, 'down')).canonicalDemoted).toBeUndefined();
    assistant.close();
  });

  it('should not let L1 learn a planned answer a skill could not trust (nothing found, or another thing than asked)', async () => {
    const setup = world();
    const empty = JSON.stringify({ steps: [{ tool: 'find_files', args: { folder: 'docs', extension: 'docx' } }], fillers: {}, final_message: 'Found ${step1.count} files.' });
    const docxIntent = JSON.stringify({ verb: 'find', object: 'files', keywords: ['docx'] });
    const llm = new ScriptedLlmProvider([docxIntent, empty, empty, empty, empty]);
    const assistant = await open(setup, llm);
    const first = await assistant.ask('find the docx files in docs');
    const second = await assistant.feedback(first.turnId, 'retry');
    await assistant.feedback(second.retried?.turnId as string, 'retry');
    // Three planner observations, each "0 files": the fourth ask is planned again, never served by L1.
    const fourth = await assistant.ask('find the docx files in docs');
    expect(fourth.layer).not.toBe('L1');
    expect(fourth.timings).toContainEqual(expect.objectContaining({ layer: 'L1', outcome: 'miss' }));
    assistant.close();
  });

  it('should count LLM calls per turn when two turns run concurrently', async () => {
    const setup = world();
    const describeIntent = JSON.stringify({ verb: 'describe', object: 'files', keywords: ['pdf'] });
    const describePlan = JSON.stringify({
      steps: [
        { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
        { tool: 'describe_entries', args: { from_step: 1, max_sentences: 1 } },
      ],
      fillers: {},
      final_message: '${step2.description}',
    });
    let arrived = 0;
    let release = () => {};
    const bothAsking = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every call waits until both turns have made their first call, so the turns' calls interleave.
    const answer = async (request: LlmRequest): Promise<string> => {
      arrived += 1;
      if (arrived === 2) release();
      await bothAsking;
      const describing = request.prompt?.includes('Request: "describe') === true;
      if (request.jsonSchema !== undefined) return describing ? describeIntent : pdfIntent;
      if (request.tier === 'wise') return describing ? describePlan : pdfPlan;
      return 'Two PDF documents.';
    };
    const llm = new ScriptedLlmProvider(Array.from({ length: 5 }, () => answer));
    const assistant = await open(setup, llm);
    const [found, described] = await Promise.all([assistant.ask('find the pdf files in docs'), assistant.ask('describe the pdf files in docs')]);
    expect(found).toMatchObject({ layer: 'planner', ok: true, reply: 'Found 2 PDF files.', llmCalls: 2 });
    expect(described).toMatchObject({ layer: 'planner', ok: true, reply: 'Two PDF documents.', llmCalls: 3 });
    expect(llm.calls).toHaveLength(5);
    assistant.close();
  });

  it('should chain an L2 prefix to the planner: run the path, plan only the residual with its results, run the rest', async () => {
    const setup = world((config) => {
      config.multi_tool_fast_path.enabled = true;
      config.multi_tool_fast_path.chain_to_planner = true;
      config.multi_tool_fast_path.min_uses = 1;
    });
    const llm = new ScriptedLlmProvider([readIntent, readPlan, sendIntent, sendPlan]);
    const assistant = await open(setup, llm);
    const learned = await assistant.ask('read the pdf files in docs');
    expect(learned).toMatchObject({ layer: 'planner', ok: true, reply: 'Read 2 files.' });

    const asked = await assistant.ask('read the pdf files in docs and then send them to anna@rossi.it');
    console.log(`chain_to_planner:\n${show(asked)}`);
    expect(asked).toMatchObject({ ok: false, needsConfirmation: true, llmCalls: 2, chained: { prefix: 'read the pdf files in docs', residual: 'send them to anna@rossi.it' } });
    expect(asked.timings.map((timing) => `${timing.layer}:${timing.outcome}`)).toEqual([
      'L0:miss',
      'L1:miss',
      'L2:hit',
      'nous:hit',
      'intent:hit',
      'reading:hit',
      'skill:miss',
      'planner:hit',
      'nous:error',
      'consent:hit',
      'record:hit',
    ]);
    // Sending outside needs consent, to these recipients and this content.
    expect(asked.confirmation?.steps).toEqual([
      expect.objectContaining({ index: 3, tool: 'send_messages', effects: ['send'], summary: expect.stringMatching(/^send_messages \(sends outside\): to: anna@rossi\.it; subject: "Your PDFs"; body: "Here are your PDFs\."; entries: 2 items \(.*a\.pdf, .*b\.pdf\)$/) }),
    ]);
    expect(existsSync(join(setup.dataDir, 'outbox'))).toBe(false);
    const chained = await assistant.confirm(asked.confirmation!.token);
    expect(chained).toMatchObject({ layer: 'L2', ok: true, llmCalls: 0, reply: 'Sent 1 message to Anna.' });
    expect(chained.steps.map((step) => `${step.index}:${step.tool}`)).toEqual(['1:find_files', '2:read_files', '3:send_messages']);
    expect(chained.framework?.steps.map((step) => step.tool)).toEqual(['find_files', 'read_files', 'send_messages']);

    const [intentCall, planCall] = llm.calls.slice(2);
    expect(intentCall?.prompt).toContain('Request: "send them to anna@rossi.it"');
    expect(planCall?.tier).toBe('wise');
    expect(planCall?.prompt).toContain('Already done for "read the pdf files in docs" (do NOT repeat these steps):');
    expect(planCall?.prompt).toMatch(/\n- step 2: read_files\(entries\) → entries: list of 2 \{[^}]*\}; count: 2\n/);
    expect(planCall?.prompt).toContain('Your first step is step 3');
    // The files' text reaches the mail through Nous, never the planner's prompt.
    expect(planCall?.prompt).not.toMatch(/"A"|"B"|: A\b/);
    expect(planCall?.prompt).toContain('Request: "send them to anna@rossi.it"');

    const outbox = join(setup.dataDir, 'outbox');
    const sent = readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Here are your PDFs.');
    expect(sent[0]).toMatch(/a\.pdf[\s\S]*\bA\b[\s\S]*b\.pdf[\s\S]*\bB\b/);
    expect(assistant.listObservations({ limit: 1 })[0]).toMatchObject({ layer: 'L2', verdict: 'ok' });
    expect(llm.remaining).toBe(0);
    assistant.close();
  });

  describe('chain_to_planner residual', () => {
    const prefix = 'read the pdf files in docs';
    // The served path's reply: the final message of the plan that taught it.
    const prefixReply = 'Read 2 files.';

    it('should learn the residual as a Praxis skill and replay it with no planner call', async () => {
      const setup = world(chaining(3));
      const llm = new ScriptedLlmProvider([readIntent, readPlan, reminderIntent, goodResidualReminderPlan, reminderIntent]);
      const assistant = await open(setup, llm);
      // Three uses make the prefix a served L2 path (min_uses = 3); the chained whole stays below it for three turns.
      for (let index = 0; index < 3; index += 1) expect(await assistant.ask(prefix)).toMatchObject({ ok: true, reply: 'Read 2 files.' });
      expect(llm.calls).toHaveLength(2);

      const turns: AssistantTurn[] = [];
      for (const residual of ['remind me to call Anna tomorrow', 'set a reminder to call Anna tomorrow', 'remind me to call Anna tomorrow']) {
        turns.push(await assistant.ask(`${prefix} and then ${residual}`));
        if (turns.length === 2) {
          // Two consecutive successes of the residual's plan: an active skill.
          expect(assistant.listSkills().find((skill) => skill.intent.verb === 'create')).toMatchObject({ status: 'active', uses: 2, successes: 2 });
        }
      }
      console.log(`chained residual skill:\n${turns.map(show).join('\n')}`);
      expect(turns.map((turn) => [turn.layer, turn.ok, turn.chained?.residual, turn.llmCalls])).toEqual([
        ['L2', true, 'remind me to call Anna tomorrow', 2],
        ['L2', true, 'set a reminder to call Anna tomorrow', 1],
        ['L2', true, 'remind me to call Anna tomorrow', 0],
      ]);
      expect(layersOf(turns[0]!)).toEqual(['L0:miss', 'L1:miss', 'L2:hit', 'nous:hit', 'intent:hit', 'reading:hit', 'skill:miss', 'planner:hit', 'nous:hit', 'record:hit']);
      for (const turn of turns.slice(1)) {
        expect(layersOf(turn)).toEqual(['L0:miss', 'L1:miss', 'L2:hit', 'nous:hit', 'intent:hit', 'reading:hit', 'skill:hit', 'nous:hit', 'record:hit']);
      }
      for (const turn of turns) {
        expect(turn.reply).toBe(`${prefixReply}\nReminder set for 2026-05-20.`);
        expect(turn.steps.map((step) => `${step.index}:${step.tool}`)).toEqual(['1:find_files', '2:read_files', '3:create_reminders']);
      }
      // The second turn asks only the intent of its new wording; the third asks nothing: no planner for the residual.
      expect(tiers(llm)).toEqual(['fast', 'wise', 'fast', 'wise', 'fast']);
      expect(llm.remaining).toBe(0);
      expect(assistant.listSkills().find((skill) => skill.intent.verb === 'create')).toMatchObject({ status: 'active', uses: 3, successes: 3 });
      assistant.close();
    });

    it('should hand a failed residual plan to Pronoia once, with the prefix steps as history, and succeed', async () => {
      const setup = world(chaining(1));
      const llm = new ScriptedLlmProvider([readIntent, readPlan, reminderIntent, badReminderPlan, goodResidualReminderPlan]);
      const assistant = await open(setup, llm);
      await assistant.ask(prefix);
      const turn = await assistant.ask(`${prefix} and then remind me to call Anna tomorrow`);
      console.log(`chained residual pronoia:\n${show(turn)}`);
      expect(turn).toMatchObject({
        layer: 'L2',
        ok: true,
        llmCalls: 3,
        reply: `${prefixReply}\nReminder set for 2026-05-20.`,
        chained: { prefix, residual: 'remind me to call Anna tomorrow' },
      });
      expect(layersOf(turn)).toEqual(['L0:miss', 'L1:miss', 'L2:hit', 'nous:hit', 'intent:hit', 'reading:hit', 'skill:miss', 'planner:hit', 'nous:error', 'nous:hit', 'pronoia:hit', 'record:hit']);
      expect(turn.steps.map((step) => `${step.index}:${step.tool}`)).toEqual(['1:find_files', '2:read_files', '3:create_reminders']);
      expect(turn.framework?.steps.map((step) => step.tool)).toEqual(['find_files', 'read_files', 'create_reminders']);
      const replan = llm.calls[4];
      expect(replan?.tier).toBe('wise');
      expect(replan?.prompt).toContain(`Already done for "${prefix}" (do NOT repeat these steps):`);
      expect(replan?.prompt).toContain('Request: "remind me to call Anna tomorrow"');
      expect(readReminders(setup.dataDir)).toEqual([expect.objectContaining({ text: 'call Anna', when: '2026-05-20' })]);
      // Both residual plans are recorded under the residual's intent: the re-proposal replaced the failed one.
      expect(assistant.listSkills().find((skill) => skill.intent.verb === 'create')).toMatchObject({ status: 'candidate', uses: 1, successes: 1, version: 2 });
      expect(llm.remaining).toBe(0);
      assistant.close();
    });

    it('should end an unsavable residual in Aporia and still report what the prefix did', async () => {
      const setup = world(chaining(1));
      const llm = new ScriptedLlmProvider([readIntent, readPlan, reminderIntent, badReminderPlan, badReminderPlan]);
      const assistant = await open(setup, llm);
      await assistant.ask(prefix);
      const turn = await assistant.ask(`${prefix} and then remind me to call Anna someday`);
      console.log(`chained residual aporia:\n${show(turn)}`);
      expect(turn).toMatchObject({
        layer: 'aporia',
        ok: false,
        llmCalls: 3,
        chained: { prefix, residual: 'remind me to call Anna someday' },
        aporia: { category: 'user_action_required', subject: 'arguments' },
      });
      expect(turn.reply).toBe(
        `${prefixReply}\nCan't resolve: I could not work out the value of "when" for create_reminders from your request. To proceed: state it explicitly in the request (e.g. "when: ...") and ask again.`,
      );
      expect(layersOf(turn)).toEqual(['L0:miss', 'L1:miss', 'L2:hit', 'nous:hit', 'intent:hit', 'reading:hit', 'skill:miss', 'planner:hit', 'nous:error', 'nous:error', 'pronoia:miss', 'aporia:hit', 'record:hit']);
      expect(turn.steps.slice(0, 2).map((step) => `${step.index}:${step.tool}:${step.ok}`)).toEqual(['1:find_files:true', '2:read_files:true']);
      expect(readReminders(setup.dataDir)).toEqual([]);
      expect(assistant.listAporiae()).toEqual([expect.objectContaining({ category: 'user_action_required', count: 1 })]);
      expect(assistant.listObservations({ limit: 1 })[0]).toMatchObject({ turnId: turn.turnId, layer: 'aporia', verdict: 'aporia' });
      expect(llm.remaining).toBe(0);
      assistant.close();
    });
  });

  it('should let Pronoia re-plan once after wrong arguments and record both outcomes', async () => {
    const setup = world();
    const intent = JSON.stringify({ verb: 'create', object: 'reminders', keywords: ['anna'] });
    const badPlan = JSON.stringify({ steps: [{ tool: 'create_reminders', args: { text: 'call Anna', when: 'someday' } }], fillers: {}, final_message: 'Reminder set.' });
    const goodPlan = JSON.stringify({ steps: [{ tool: 'create_reminders', args: { text: 'call Anna', when: '2026-05-20' } }], fillers: {}, final_message: 'Reminder set for ${step1.when}.' });
    const llm = new ScriptedLlmProvider([intent, badPlan, goodPlan]);
    const assistant = await open(setup, llm);
    const turn = await assistant.ask('remind me to call Anna tomorrow');
    console.log(`pronoia:\n${show(turn)}`);
    expect(turn).toMatchObject({ layer: 'pronoia', ok: true, reply: 'Reminder set for 2026-05-20.', llmCalls: 3 });
    expect(turn.timings.map((timing) => `${timing.layer}:${timing.outcome}`)).toContain('pronoia:hit');
    expect(assistant.listSkills()).toEqual([expect.objectContaining({ status: 'candidate', uses: 1, successes: 1, version: 2 })]);
    assistant.close();
  });

  it('should refuse a move to a folder outside the allowed ones before asking consent, saying so', async () => {
    const setup = world();
    const outside = join(setup.dataDir, '..', 'elsewhere');
    mkdirSync(outside, { recursive: true });
    const intent = JSON.stringify({ verb: 'move', object: 'files', keywords: ['pdf', 'elsewhere'] });
    const plan = JSON.stringify({
      steps: [
        { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
        { tool: 'move_files', args: { from_step: 1, destination: outside } },
      ],
      fillers: {},
      final_message: 'Moved ${step2.ok_count} files.',
    });
    const assistant = await open(setup, new ScriptedLlmProvider([intent, plan]));
    const turn = await assistant.ask('move the pdf files to the elsewhere folder');
    expect(turn.needsConfirmation).toBeUndefined();
    expect(turn.confirmation).toBeUndefined();
    expect(turn).toMatchObject({ ok: false, layer: 'aporia', aporia: { category: 'user_action_required' } });
    expect(turn.reply).toContain('elsewhere');
    expect(turn.reply).toMatch(/outside the allowed folders|path_allowlist/);
    expect(existsSync(join(setup.files, 'docs', 'a.pdf'))).toBe(true);
    console.log(`move outside: ${show(turn)}`);
    assistant.close();
  });

  it('should show the resolved steps before moving files, run exactly that plan on confirm, and undo it through L0', async () => {
    const setup = world();
    const intent = JSON.stringify({ verb: 'move', object: 'files', keywords: ['archive', 'pdf'] });
    const plan = JSON.stringify({
      steps: [
        { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
        { tool: 'move_files', args: { from_step: 1, destination: 'archive' } },
      ],
      fillers: {},
      final_message: 'Moved ${step2.ok_count} files to the archive.',
    });
    const llm = new ScriptedLlmProvider([intent, plan]);
    const assistant = await open(setup, llm);
    const blocked = await assistant.ask('move the pdf files to the archive');
    expect(blocked).toMatchObject({ layer: 'aporia', needsConfirmation: true, ok: false });
    expect(blocked.confirmation?.steps).toEqual([
      expect.objectContaining({ index: 2, tool: 'move_files', effects: ['overwrite'], summary: expect.stringMatching(/^move_files \(moves or replaces\): destination: "archive"; entries: 2 items \(.*docs\/a\.pdf, .*docs\/b\.pdf\)$/) }),
    ]);
    expect(blocked.reply).toMatch(/^I need your consent before I go on:\n1\. move_files .*\nConfirm to run exactly this \(valid 10 min\)\.$/);
    expect(existsSync(join(setup.files, 'docs', 'a.pdf'))).toBe(true);
    expect(assistant.listAporiae()).toEqual([]);

    const moved = await assistant.confirm(blocked.confirmation!.token);
    expect(moved).toMatchObject({ layer: 'planner', ok: true, reply: 'Moved 2 files to the archive.', llmCalls: 0 });
    expect(existsSync(join(setup.files, 'archive', 'a.pdf'))).toBe(true);
    expect(llm.remaining).toBe(0);
    // A token works once.
    const replayed = await assistant.confirm(blocked.confirmation!.token);
    expect(replayed).toMatchObject({ ok: false, steps: [], reply: 'That confirmation was already used. Ask again and I will show you the steps.' });
    expect(await assistant.confirm('forged')).toMatchObject({ ok: false, reply: expect.stringMatching(/no plan waiting/) });
    // A refusal is worded in the language of the plan's request, or the caller's when the token is unknown.
    expect(await assistant.confirm('forged', { language: 'it' })).toMatchObject({ ok: false, language: 'it', reply: expect.stringMatching(/^Non ho nessun piano in attesa/) });

    const undone = await assistant.ask('undo');
    expect(undone).toMatchObject({ layer: 'L0', ok: true, reply: expect.stringMatching(/^I undid the turn of \d\d:\d\d \(just now\): 2 files are back in \S+docs \(a\.pdf and b\.pdf\)\.$/) });
    expect(existsSync(join(setup.files, 'docs', 'a.pdf'))).toBe(true);
    expect(existsSync(join(setup.files, 'archive', 'a.pdf'))).toBe(false);
    console.log(`confirm + undo:\n${[blocked, moved, undone].map(show).join('\n')}`);
    assistant.close();
  });

  it('should ask again, running nothing, when the confirmed plan would now act on other files', async () => {
    const setup = world();
    const intent = JSON.stringify({ verb: 'move', object: 'files', keywords: ['archive', 'pdf'] });
    const plan = JSON.stringify({
      steps: [
        { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
        { tool: 'move_files', args: { from_step: 1, destination: 'archive' } },
      ],
      fillers: {},
      final_message: 'Moved ${step2.ok_count} files.',
    });
    const assistant = await open(setup, new ScriptedLlmProvider([intent, plan]));
    const blocked = await assistant.ask('move the pdf files to the archive');
    writeFileSync(join(setup.files, 'docs', 'c.pdf'), 'C');
    const changed = await assistant.confirm(blocked.confirmation!.token);
    expect(changed).toMatchObject({ ok: false, needsConfirmation: true });
    expect(changed.confirmation?.token).not.toBe(blocked.confirmation?.token);
    expect(changed.confirmation?.steps[0]?.summary).toMatch(/entries: 3 items/);
    expect(existsSync(join(setup.files, 'docs', 'a.pdf'))).toBe(true);
    expect(existsSync(join(setup.files, 'archive'))).toBe(false);
    const moved = await assistant.confirm(changed.confirmation!.token);
    expect(moved).toMatchObject({ ok: true, reply: 'Moved 3 files.' });
    assistant.close();
  });

  describe('a step with an effect before one that needs consent', () => {
    const remindAndMailIntent = JSON.stringify({ verb: 'create', object: 'reminders', keywords: ['anna', 'email'] });
    const remindAndMail = (body: string) =>
      JSON.stringify({
        steps: [
          { tool: 'create_reminders', args: { text: 'call Anna', when: '2026-05-20' } },
          { tool: 'send_messages', args: { to: ['anna@rossi.it'], subject: 'Tomorrow', body } },
        ],
        fillers: {},
        final_message: 'Reminder set and ${step2.ok_count} mail sent.',
      });
    const outboxOf = (setup: ReturnType<typeof world>) => {
      const outbox = join(setup.dataDir, 'outbox');
      return existsSync(outbox) ? readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8')) : [];
    };

    it('should show both before creating anything, and create the reminder exactly once on confirm', async () => {
      const setup = world();
      const llm = new ScriptedLlmProvider([remindAndMailIntent, remindAndMail('I will call you tomorrow at 9.')]);
      const assistant = await open(setup, llm);
      const asked = await assistant.ask('remind me tomorrow at 9 to call Anna and send her an email saying so');
      expect(asked).toMatchObject({ ok: false, needsConfirmation: true });
      expect(asked.confirmation?.steps).toEqual([
        expect.objectContaining({ index: 1, tool: 'create_reminders', effects: ['write'], summary: 'create_reminders (writes): text: "call Anna"; when: "2026-05-20"' }),
        expect.objectContaining({ index: 2, tool: 'send_messages', effects: ['send'], summary: 'send_messages (sends outside): to: anna@rossi.it; subject: "Tomorrow"; body: "I will call you tomorrow at 9."' }),
      ]);
      expect(asked.reply).toMatch(/^I need your consent before I go on:\n1\. create_reminders .*\n2\. send_messages .*\nConfirm/);
      // Nothing with an effect ran before the user consented.
      expect(readReminders(setup.dataDir)).toEqual([]);
      expect(outboxOf(setup)).toEqual([]);

      const done = await assistant.confirm(asked.confirmation!.token);
      expect(done).toMatchObject({ ok: true, layer: 'planner', llmCalls: 0, reply: 'Reminder set and 1 mail sent.' });
      expect(readReminders(setup.dataDir)).toEqual([expect.objectContaining({ text: 'call Anna' })]);
      expect(outboxOf(setup)).toEqual([expect.stringContaining('I will call you tomorrow at 9.')]);
      expect(await assistant.confirm(asked.confirmation!.token)).toMatchObject({ ok: false, reply: expect.stringMatching(/already used/) });
      expect(readReminders(setup.dataDir)).toHaveLength(1);
      expect(llm.remaining).toBe(0);
      assistant.close();
    });

    it('should ask before an L2 prefix\'s reminder runs when the chained residual sends, and create it once', async () => {
      const setup = world(chaining(1));
      const prefixIntent = JSON.stringify({ verb: 'create', object: 'reminders', keywords: ['pdf', 'docs'] });
      const prefixPlan = JSON.stringify({
        steps: [
          { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
          { tool: 'create_reminders', args: { text: 'read the pdf files', when: '2026-05-20' } },
        ],
        fillers: {},
        final_message: 'Reminder set for ${step1.count} files.',
      });
      const assistant = await open(setup, new ScriptedLlmProvider([prefixIntent, prefixPlan, sendIntent, sendPlan]));
      expect(await assistant.ask('find the pdf files in docs and remind me to read them')).toMatchObject({ ok: true, layer: 'planner' });
      expect(readReminders(setup.dataDir)).toHaveLength(1);
      const asked = await assistant.ask('find the pdf files in docs and remind me to read them and then send them to anna@rossi.it');
      expect(asked).toMatchObject({ ok: false, needsConfirmation: true, chained: { residual: 'send them to anna@rossi.it' } });
      // Consent for the whole turn before any of its effects: the prefix's reminder waits with the mail, and the
      // consent text lists both.
      expect(readReminders(setup.dataDir)).toHaveLength(1);
      expect(outboxOf(setup)).toEqual([]);
      expect(asked.confirmation?.steps.map((step) => `${step.index}:${step.tool}:${step.effects.join(',')}`)).toEqual(['2:create_reminders:write', '3:send_messages:send']);
      expect(asked.reply).toMatch(/^I need your consent before I go on:\n1\. create_reminders \(writes\): text: "read the pdf files"; when: "2026-05-20"\n2\. send_messages \(sends outside\): /);
      // The mail's entries come from step 1: shown resolved once the reminder exists (nothing ran twice).
      const mail = await assistant.confirm(asked.confirmation!.token);
      expect(mail).toMatchObject({ ok: false, needsConfirmation: true });
      expect(mail.confirmation?.steps.map((step) => `${step.index}:${step.tool}`)).toEqual(['3:send_messages']);
      expect(readReminders(setup.dataDir)).toHaveLength(2);
      expect(outboxOf(setup)).toEqual([]);
      const sent = await assistant.confirm(mail.confirmation!.token);
      expect(sent).toMatchObject({ ok: true, layer: 'L2', reply: 'Sent 1 message to Anna.' });
      expect(sent.steps.map((step) => `${step.index}:${step.tool}`)).toEqual(['1:find_files', '2:create_reminders', '3:send_messages']);
      expect(readReminders(setup.dataDir)).toHaveLength(2);
      expect(outboxOf(setup)).toHaveLength(1);
      assistant.close();
    });

    it('should ask again for a mail made from the reminder once it exists, then resume without creating it twice', async () => {
      const setup = world();
      const assistant = await open(setup, new ScriptedLlmProvider([remindAndMailIntent, remindAndMail('I will call you on ${step1.when}.')]));
      const asked = await assistant.ask('remind me tomorrow to call Anna and email her when');
      expect(asked.confirmation?.steps.map((step) => `${step.index}:${step.tool}`)).toEqual(['1:create_reminders', '2:send_messages']);
      expect(readReminders(setup.dataDir)).toEqual([]);

      // The mail's body depends on the reminder: the user sees it resolved before it is sent.
      const mail = await assistant.confirm(asked.confirmation!.token);
      expect(mail).toMatchObject({ ok: false, needsConfirmation: true });
      expect(mail.confirmation?.steps).toEqual([expect.objectContaining({ index: 2, tool: 'send_messages', summary: expect.stringMatching(/body: "I will call you on 2026-05-20[^"$]*"$/) })]);
      expect(readReminders(setup.dataDir)).toHaveLength(1);
      expect(outboxOf(setup)).toEqual([]);

      const sent = await assistant.confirm(mail.confirmation!.token);
      expect(sent).toMatchObject({ ok: true, reply: 'Reminder set and 1 mail sent.' });
      expect(sent.steps.map((step) => `${step.index}:${step.tool}`)).toEqual(['1:create_reminders', '2:send_messages']);
      expect(readReminders(setup.dataDir)).toHaveLength(1);
      expect(outboxOf(setup)).toEqual([expect.stringMatching(/I will call you on 2026-05-20/)]);
      assistant.close();
    });
  });

  it('should never let a learned skill move files without consent, however often it was confirmed', async () => {
    const setup = world();
    const intent = JSON.stringify({ verb: 'move', object: 'files', keywords: ['archive', 'pdf'] });
    const plan = JSON.stringify({
      steps: [
        { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
        { tool: 'move_files', args: { from_step: 1, destination: 'archive' } },
      ],
      fillers: {},
      final_message: 'Moved ${step2.ok_count} files.',
    });
    const assistant = await open(setup, new ScriptedLlmProvider([intent, plan]));
    for (let round = 0; round < 3; round += 1) {
      const blocked = await assistant.ask('move the pdf files to the archive');
      expect(blocked).toMatchObject({ needsConfirmation: true, ok: false });
      expect(await assistant.confirm(blocked.confirmation!.token)).toMatchObject({ ok: true });
      expect(await assistant.ask('undo')).toMatchObject({ layer: 'L0', ok: true });
    }
    expect(assistant.listSkills()).toEqual([expect.objectContaining({ status: 'active' })]);
    const again = await assistant.ask('move the pdf files to the archive');
    expect(again).toMatchObject({ needsConfirmation: true, ok: false, llmCalls: 0 });
    expect(existsSync(join(setup.files, 'docs', 'a.pdf'))).toBe(true);
    assistant.close();
  });

  it('should ask before undoing a turn older than the undo window, saying which one', async () => {
    const setup = world((config) => {
      config.vaglio.undo_window_minutes = 5;
    });
    let now = new Date('2026-05-19T10:30:00Z');
    const intent = JSON.stringify({ verb: 'create', object: 'reminders', keywords: ['anna'] });
    const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, llm: new ScriptedLlmProvider([intent, goodReminderPlan]), clock: () => now });
    expect(await assistant.ask('remind me to call Anna tomorrow')).toMatchObject({ ok: true });
    now = new Date('2026-05-19T10:54:00Z');
    const asked = await assistant.ask('undo');
    expect(asked).toMatchObject({ needsConfirmation: true, ok: false });
    expect(asked.confirmation?.steps[0]?.summary).toMatch(/^undo_last_turn \(moves or replaces\) — turn of 2026-05-19T10:30:00\.000Z: reminder "call Anna"$/);
    const undone = await assistant.confirm(asked.confirmation!.token);
    expect(undone).toMatchObject({ ok: true, layer: 'L0', reply: expect.stringMatching(/^I undid the turn of \d\d:30 \(24 minutes ago\): the reminder “call Anna” is removed\.$/) });
    expect(await assistant.ask('undo')).toMatchObject({ ok: true, reply: 'There is nothing to undo.' });
    assistant.close();
  });

  it('should say the model\'s plan was cut off, not offer to synthesise an executor, when the wise tier hits max_tokens', async () => {
    const setup = world();
    const scripted = new ScriptedLlmProvider([pdfIntent, '{"steps":[{"tool":"find_files","args":{"folder":"do']);
    // The scripted text is the model's content; a wise-tier answer that stopped at max_tokens reports finishReason 'length'.
    const llm: LlmProvider = {
      id: 'scripted-truncating',
      complete: async (request) => {
        const response = await scripted.complete(request);
        return request.tier === 'wise' ? { ...response, finishReason: 'length' } : response;
      },
    };
    const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, llm, clock });
    const turn = await assistant.ask('find the pdf files in docs');
    console.log(`truncated plan:\n${show(turn)}`);
    expect(turn).toMatchObject({ layer: 'aporia', ok: false, aporia: { category: 'missing_skill', subject: 'plan_truncated' } });
    expect(turn.reply).toBe(
      "Can't resolve: the language model's plan was cut off before it was complete. To proceed: raise [llm] max_tokens in runtime.toml (now 1024), or rephrase the request more simply.",
    );
    expect(turn.reply).not.toContain('synthesise');
    expect(tiers(scripted)).toEqual(['fast', 'wise']);
    expect(assistant.listAporiae()).toEqual([expect.objectContaining({ category: 'missing_skill' })]);
    assistant.close();
  });

  it('should ask for the arguments it could not work out when wrong_args survives the re-plan', async () => {
    const setup = world();
    const intent = JSON.stringify({ verb: 'create', object: 'reminders', keywords: ['anna'] });
    const badPlan = JSON.stringify({ steps: [{ tool: 'create_reminders', args: { text: 'call Anna', when: 'someday' } }], fillers: {}, final_message: 'Reminder set.' });
    const llm = new ScriptedLlmProvider([intent, badPlan, badPlan]);
    const assistant = await open(setup, llm);
    const turn = await assistant.ask('remind me to call Anna someday');
    console.log(`wrong args twice:\n${show(turn)}`);
    expect(turn).toMatchObject({ layer: 'aporia', ok: false, aporia: { category: 'user_action_required', subject: 'arguments' } });
    expect(turn.reply).toBe(
      'Can\'t resolve: I could not work out the value of "when" for create_reminders from your request. To proceed: state it explicitly in the request (e.g. "when: ...") and ask again.',
    );
    expect(llm.remaining).toBe(0);
    assistant.close();
  });

  describe('learning that earns its trust', () => {
    it('should replay a skill with the folder of the request being answered, never the one that taught it', async () => {
      const setup = world();
      mkdirSync(join(setup.files, 'downloads'), { recursive: true });
      writeFileSync(join(setup.files, 'downloads', 'x.pdf'), 'X');
      const intent = JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] });
      const plan = (folder: string) => JSON.stringify({ steps: [{ tool: 'find_files', args: { folder, extension: 'pdf' } }], fillers: {}, final_message: 'Found ${step1.count} PDF files.' });
      const llm = new ScriptedLlmProvider([intent, plan('docs'), intent, plan('downloads')]);
      const assistant = await open(setup, llm);
      expect(await assistant.ask('find the pdf files in docs')).toMatchObject({ layer: 'planner', reply: 'Found 2 PDF files.' });
      expect(await assistant.ask('find the pdf files in docs')).toMatchObject({ layer: 'skill', reply: 'Found 2 PDF files.', llmCalls: 0 });
      // Same intent, another folder: the skill re-reads the folder from this request.
      const other = await assistant.ask('find the pdf files in downloads');
      expect(other).toMatchObject({ ok: true, reply: 'Found 1 PDF files.' });
      expect(other.steps[0]?.args).toMatchObject({ folder: 'downloads' });
      assistant.close();
    });

    it('should keep a confirmed replay\'s values with the request it answered: the swapped move never turns the taught one around', async () => {
      const setup = world();
      const [docs, archive] = [join(setup.files, 'docs'), join(setup.files, 'archive')];
      mkdirSync(archive);
      const planner = createScriptedPlanner();
      // "from docs to archive" and "from archive to docs" have one intent (the same keywords): one skill, bound by role.
      const script = (from: string, to: string) => ({
        intent: { verb: 'move', object: 'files', keywords: ['pdf', 'docs', 'archive'] },
        plan: { steps: [{ tool: 'find_files', args: { folder: from, extension: 'pdf' } }, { tool: 'move_files', args: { from_step: 1, destination: to } }], final_message: 'Moved.' },
      });
      const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, llm: planner.llm, clock });
      const move = async (from: string, to: string) => {
        const query = `move the pdf files from ${from} to ${to}`;
        planner.answering(script(from, to), query);
        const asked = await assistant.ask(query);
        const confirmed = asked.confirmation === undefined ? asked : await assistant.confirm(asked.confirmation.token);
        return { asked, confirmed };
      };
      for (let round = 0; round < 3; round += 1) {
        expect((await move(docs, archive)).confirmed).toMatchObject({ ok: true });
        expect((await move(archive, docs)).confirmed).toMatchObject({ ok: true });
      }
      // Taught both ways through confirmed replays, the skill moves each request its own way.
      const there = await move(docs, archive);
      expect(there.confirmed).toMatchObject({ layer: 'skill', ok: true, llmCalls: 0 });
      const folders = (turn: AssistantTurn) => turn.steps.map((step) => step.args.folder ?? step.args.destination);
      expect(folders(there.confirmed)).toEqual([docs, archive]);
      const back = await move(archive, docs);
      expect(back.confirmed).toMatchObject({ layer: 'skill', ok: true, llmCalls: 0 });
      expect(folders(back.confirmed)).toEqual([archive, docs]);
      expect(readdirSync(docs).sort()).toEqual(['a.pdf', 'b.pdf', 'notes.txt']);
      assistant.close();
    });

    it('should reply with the skill’s final message re-bound to the values of the request being answered', async () => {
      const setup = world();
      const intent = JSON.stringify({ verb: 'create', object: 'reminders', keywords: ['call'] });
      const plan = JSON.stringify({ steps: [{ tool: 'create_reminders', args: { text: 'call Anna', when: '2026-05-20T09:00' } }], fillers: {}, final_message: 'Noted: call Anna.' });
      const assistant = await open(setup, new ScriptedLlmProvider([intent, plan, intent]));
      expect(await assistant.ask('remind me to call Anna tomorrow at 9')).toMatchObject({ layer: 'planner', reply: 'Noted: call Anna.' });
      expect(await assistant.ask('remind me to call Anna tomorrow at 9')).toMatchObject({ layer: 'skill', reply: 'Noted: call Anna.' });
      // The value the message names is this request's, never the one that taught it (one call: the new wording's intent).
      const other = await assistant.ask('remind me to call Marco tomorrow at 9');
      expect(other).toMatchObject({ layer: 'skill', ok: true, llmCalls: 1, reply: 'Noted: call Marco.' });
      expect(other.steps[0]?.args).toEqual({ text: 'call Marco', when: '2026-05-20T09:00' });
      assistant.close();
    });

    it('should not auto-promote a plan that does something else than the intent asks, and demote on ✗ at once', async () => {
      const setup = world();
      const intent = JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] });
      const wrong = JSON.stringify({ steps: [{ tool: 'get_now', args: {} }], fillers: {}, final_message: 'It is ${step1.time}.' });
      const llm = new ScriptedLlmProvider([intent, wrong, wrong, wrong]);
      const assistant = await open(setup, llm);
      for (let round = 0; round < 3; round += 1) expect(await assistant.ask('find the pdf files modified this week')).toMatchObject({ ok: true, layer: 'planner' });
      expect(assistant.listSkills()).toEqual([expect.objectContaining({ status: 'candidate', successes: 3 })]);
      expect(llm.remaining).toBe(0);
      assistant.close();

      const good = world();
      const findPlan = JSON.stringify({ steps: [{ tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } }], fillers: {}, final_message: 'Found ${step1.count} PDF files.' });
      const trusted = await open(good, new ScriptedLlmProvider([intent, findPlan]));
      await trusted.ask('find the pdf files in docs');
      const replayed = await trusted.ask('find the pdf files in docs');
      expect(trusted.listSkills()).toEqual([expect.objectContaining({ status: 'active' })]);
      await trusted.feedback(replayed.turnId, 'down');
      expect(trusted.listSkills()).toEqual([expect.objectContaining({ status: 'demoted' })]);
      trusted.close();
    });
  });

  describe('the deterministic single-step planner', () => {
    const plannerWorld = () =>
      world((config) => {
        config.praxis.single_step_planner = true;
      });

    it('should answer a single-step request with no model at all, in Italian and English', async () => {
      const setup = plannerWorld();
      const assistant = await open(setup, null);
      const found = await assistant.ask(`trova i pdf in ${join(setup.files, 'docs')}`);
      expect(found).toMatchObject({ ok: true, layer: 'single_step', llmCalls: 0, language: 'it' });
      expect(found.steps[0]).toMatchObject({ tool: 'find_files', args: { folder: join(setup.files, 'docs'), pattern: '*.pdf' } });
      expect(assistant.listObservations({ limit: 1 })[0]).toMatchObject({ layer: 'single_step', verdict: 'ok' });
      assistant.close();
    });

    it('should reply with no model in sentences that carry the values, never a tool name or a raw key', async () => {
      const setup = plannerWorld();
      const assistant = await open(setup, null);
      const found = await assistant.ask(`trova i pdf in ${join(setup.files, 'docs')}`);
      expect(found.reply).toMatch(/^Ho trovato 2 file PDF in \S+docs: a\.pdf e b\.pdf\.$/);
      const reminder = await assistant.ask('remind me tomorrow at 9 to call Anna');
      expect(reminder).toMatchObject({ ok: true, llmCalls: 0, reply: "I'll remind you on Wednesday 20 May 2026 at 09:00: call Anna." });
      expect(await assistant.ask('che giorno è domani')).toMatchObject({ ok: true, reply: 'Domani è mercoledì 20 maggio 2026.' });
      assistant.close();
    });

    it('should say which argument it could not read when no model can plan instead', async () => {
      const setup = plannerWorld();
      const assistant = await open(setup, null);
      const moved = await assistant.ask('sposta i pdf');
      expect(moved).toMatchObject({ ok: false, layer: 'aporia', aporia: { category: 'user_action_required', subject: 'arguments' } });
      expect(moved.reply).toMatch(/^Non riesco: non sono riuscito a ricavare dalla richiesta (il valore|i valori) di .*"destination".* per move_files/);
      assistant.close();
    });

    it('should save the plan call when it is sure, with a model configured', async () => {
      const setup = plannerWorld();
      const llm = new ScriptedLlmProvider([JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] })]);
      const assistant = await open(setup, llm);
      const turn = await assistant.ask(`find the pdf files in ${join(setup.files, 'docs')}`);
      expect(turn).toMatchObject({ ok: true, layer: 'single_step' });
      expect(llm.calls.every((call) => call.tier !== 'wise')).toBe(true);
      assistant.close();
    });
  });

  it('should answer when the embedding server goes down: L1 misses, the turn goes on', async () => {
    const setup = world((config) => {
      config.fast_path.canonical_query_min_uses = 1;
    });
    // A real OpenAI-compatible embedding server on 127.0.0.1, stopped after the first turn.
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const input = (JSON.parse(body) as { input: string[] }).input;
        const data = input.map((text, index) => ({ index, embedding: Array.from({ length: 8 }, (_, position) => ((text.length + position) % 5) + 1) }));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const embedder = await createHttpEmbedder({ baseUrl: `http://127.0.0.1:${port}`, model: 'bge-m3', dimension: 8, maxRetries: 0, timeoutMs: 2000 });
    const llm = new ScriptedLlmProvider([pdfIntent, pdfPlan]);
    const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, llm, clock, embedder });
    expect(await assistant.ask('find the pdf files in docs')).toMatchObject({ ok: true, layer: 'planner' });
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const turn = await assistant.ask('find the pdf files in docs');
    expect(turn).toMatchObject({ ok: true, layer: 'skill', reply: 'Found 2 PDF files.' });
    expect(layersOf(turn)).toContain('L1:error');
    assistant.close();
  });
});

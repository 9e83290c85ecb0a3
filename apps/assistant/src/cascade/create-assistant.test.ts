import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type LlmRequest, type MetnosConfig } from '@metnos/core';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import type { Assistant, AssistantTurn } from './assistant';
import { createAssistant } from './create-assistant';

const clock = () => new Date('2026-05-19T10:30:00Z');
const pdfIntent = JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] });
const pdfPlan = JSON.stringify({
  steps: [{ tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } }],
  fillers: {},
  final_message: 'Found ${step1.count} PDF files.',
});

/** A temp world: allowed folder with two PDFs and a text file, a Maildir, and a data folder. */
function world(configure: (config: MetnosConfig) => void = () => {}) {
  const base = mkdtempSync(join(tmpdir(), 'metnos-e2e-'));
  const files = join(base, 'files');
  mkdirSync(join(files, 'docs'), { recursive: true });
  writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
  writeFileSync(join(files, 'docs', 'b.pdf'), 'B');
  writeFileSync(join(files, 'docs', 'notes.txt'), 'N');
  const config = defaultConfig();
  config.vaglio.path_allowlist = [files];
  configure(config);
  return { base, files, dataDir: join(base, 'data'), config };
}

async function open(setup: ReturnType<typeof world>, llm: ScriptedLlmProvider | null): Promise<Assistant> {
  return createAssistant({ config: setup.config, dataDir: setup.dataDir, llm, clock, env: {}, settings: { maildir: join(setup.base, 'Maildir') } });
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
    const fresh = await offline.ask('send the weekly report to anna@example.org');
    expect(fresh).toMatchObject({ layer: 'aporia', ok: false, aporia: { category: 'missing_skill', subject: 'llm' } });
    expect(fresh.reply).toContain('[llm] base_url');
    expect(offline.listAporiae()).toEqual([expect.objectContaining({ category: 'missing_skill', count: 1 })]);
    console.log(`no LLM:\n${[time, known, fresh].map(show).join('\n')}`);
    offline.close();
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
    expect(served).toMatchObject({ layer: 'L1', ok: true, llmCalls: 0, reply: 'Found 2 item(s): a.pdf, b.pdf.' });
    expect(llm.remaining).toBe(0);
    expect(assistant.listObservations().map((observation) => observation.feedback ?? '-')).toContain('retry');
    assistant.close();
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

  it('should ask before moving files, move them when confirmed, and undo them through L0', async () => {
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
    const llm = new ScriptedLlmProvider([intent, plan, plan]);
    const assistant = await open(setup, llm);
    const blocked = await assistant.ask('move the pdf files to the archive');
    expect(blocked).toMatchObject({ layer: 'aporia', needsConfirmation: true, ok: false });
    expect(existsSync(join(setup.files, 'docs', 'a.pdf'))).toBe(true);
    const moved = await assistant.ask('move the pdf files to the archive', { confirmed: true });
    expect(moved).toMatchObject({ layer: 'planner', ok: true, reply: 'Moved 2 files to the archive.' });
    expect(existsSync(join(setup.files, 'archive', 'a.pdf'))).toBe(true);
    const undone = await assistant.ask('undo');
    expect(undone).toMatchObject({ layer: 'L0', ok: true, reply: 'Undone: 2 file(s) moved back.' });
    expect(existsSync(join(setup.files, 'docs', 'a.pdf'))).toBe(true);
    expect(existsSync(join(setup.files, 'archive', 'a.pdf'))).toBe(false);
    console.log(`confirm + undo:\n${[blocked, moved, undone].map(show).join('\n')}`);
    assistant.close();
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectLanguage } from '@metnos/lexicon';
import { ScriptedLlmProvider } from '@metnos/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assistant, AssistantTurn } from '../turn/assistant';
import type { AssistantConfig } from '../settings/assistant-config';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { createAssistant } from './create-assistant';
import { pdfIntent, pdfPlan, readIntent, readPlan } from '../__fixtures__/pdf-scripts';

// The real detector, wrapped so that the test can count what it reads (every call runs the real one).
vi.mock('@metnos/lexicon', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@metnos/lexicon')>();
  return { ...actual, detectLanguage: vi.fn(actual.detectLanguage) };
});

const clock = () => new Date('2026-05-19T10:30:00Z');
/** A kept reply template as the language check reads it: its `${…}` references blanked. */
const template = (message: string) => message.replace(/\$\{[^}]*\}/gu, ' ');

/** An assistant over a temp world (an allowed folder with a PDF, a Maildir, a data folder with a real SQLite store). */
async function open(llm: ScriptedLlmProvider | null, configure: (config: AssistantConfig) => void): Promise<Assistant> {
  const base = mkdtempSync(join(tmpdir(), 'metnos-language-'));
  const files = join(base, 'files');
  mkdirSync(join(files, 'docs'), { recursive: true });
  writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
  const config = defaultAssistantConfig();
  config.vaglio.path_allowlist = [files];
  config.executors.maildir = join(base, 'Maildir');
  configure(config);
  return createAssistant({ config, dataDir: join(base, 'data'), llm, clock });
}

/** Asks `query` and returns the turn with every text whose language was detected during it, in order. */
async function detectionsOf(turn: () => Promise<AssistantTurn>): Promise<{ turn: AssistantTurn; detected: string[] }> {
  vi.mocked(detectLanguage).mockClear();
  const answered = await turn();
  return { turn: answered, detected: vi.mocked(detectLanguage).mock.calls.map(([text]) => text) };
}

describe('createAssistant', () => {
  afterEach(() => vi.mocked(detectLanguage).mockClear());

  it('should detect the language of the request once per L1, L2 and skill turn, the readers taking it from the turn', async () => {
    const llm = new ScriptedLlmProvider([pdfIntent, pdfPlan, pdfPlan, pdfPlan, pdfIntent, readIntent, readPlan]);
    const assistant = await open(llm, (config) => {
      config.praxis.single_step_planner = false;
      config.multi_tool_fast_path.enabled = true;
      config.multi_tool_fast_path.min_uses = 1;
    });
    const taught = 'find the pdf files in docs';
    const first = await assistant.ask(taught);
    const second = await assistant.feedback(first.turnId, 'retry');
    await assistant.feedback(second.retried?.turnId as string, 'retry');

    // L1: the request once. Besides it, the first time only: the kept reply's language (not the request's). The row's
    // own request is read in the language kept with the row (its teaching turn's), never detected again.
    const l1 = await detectionsOf(() => assistant.ask('Find the PDF files in docs'));
    expect(l1.turn).toMatchObject({ layer: 'L1', ok: true, language: 'en' });
    expect(l1.detected).toEqual(['Find the PDF files in docs', template('Found ${step1.count} PDF files.')]);
    const l1Again = await detectionsOf(() => assistant.ask('find the PDF files in docs'));
    expect(l1Again.turn).toMatchObject({ layer: 'L1', ok: true });
    expect(l1Again.detected).toEqual(['find the PDF files in docs']);

    const skill = await detectionsOf(() => assistant.ask('find pdf files in the docs folder'));
    expect(skill.turn).toMatchObject({ layer: 'skill', ok: true, reply: 'Found 1 PDF files.' });
    expect(skill.detected).toEqual(['find pdf files in the docs folder']);

    const path = 'read the pdf files in docs';
    expect(await assistant.ask(path)).toMatchObject({ layer: 'planner', ok: true });
    const l2 = await detectionsOf(() => assistant.ask('Read the pdf files in docs'));
    expect(l2.turn).toMatchObject({ layer: 'L2', ok: true });
    expect(l2.detected).toEqual(['Read the pdf files in docs', template('Read ${step2.count} files.')]);
    const l2Again = await detectionsOf(() => assistant.ask('Read the PDF files in docs'));
    expect(l2Again.turn).toMatchObject({ layer: 'L2', ok: true, reply: 'Read 1 files.' });
    expect(l2Again.detected).toEqual(['Read the PDF files in docs']);
    // One reading of each request per turn, L2's included (issue 21).
    for (const turn of [l1, l1Again, skill, l2, l2Again]) expect(turn.turn.timings.filter((timing) => timing.layer === 'reading')).toHaveLength(1);
    expect(llm.remaining).toBe(0);
    assistant.close();
  });

  it('should detect the language of the request once in a single-step turn', async () => {
    const assistant = await open(new ScriptedLlmProvider([pdfIntent]), (config) => {
      config.praxis.single_step_planner = true;
    });
    const single = await detectionsOf(() => assistant.ask('trova i file pdf in docs'));
    expect(single.turn).toMatchObject({ layer: 'single_step', ok: true, language: 'it' });
    expect(single.detected).toEqual(['trova i file pdf in docs']);
    assistant.close();
  });
});

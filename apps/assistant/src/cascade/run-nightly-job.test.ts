import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHashedEmbedder } from '@metnos/embedder';
import { createPraxisStore } from '@metnos/praxis-store';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import type { Assistant, AssistantTurn } from '../turn/assistant';
import { createAssistant } from './create-assistant';
import type { AssistantConfig } from '../settings/assistant-config';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { pdfIntent, pdfPlan, readIntent, readPlan } from '../__fixtures__/pdf-scripts';
import { writeVersion7PraxisFile } from './__fixtures__/write-version-7-praxis-file';

const dayMs = 24 * 60 * 60 * 1000;

/** A temp world with two PDFs, a short efficacy half-life (5 active days) and a movable clock. */
async function world(llm: ScriptedLlmProvider, configure: (config: AssistantConfig) => void = () => {}) {
  const base = mkdtempSync(join(tmpdir(), 'metnos-ager-'));
  const files = join(base, 'files');
  mkdirSync(join(files, 'docs'), { recursive: true });
  writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
  writeFileSync(join(files, 'docs', 'b.pdf'), 'B');
  const config = defaultAssistantConfig();
  config.vaglio.path_allowlist = [files];
  config.executors.maildir = join(base, 'Maildir');
  config.praxis.efficacy_half_life_active_days = 5;
  // The scripted planner plans every new request (the single-step planner would answer these without it).
  config.praxis.single_step_planner = false;
  configure(config);
  let now = new Date('2026-05-19T10:30:00Z');
  const assistant = await createAssistant({ config, dataDir: join(base, 'data'), llm, clock: () => now });
  return {
    assistant,
    /** Moves the calendar on, with no turn: no active day. */
    skipCalendarDays(count: number) {
      now = new Date(now.getTime() + count * dayMs);
    },
    /** `count` more active days, each with one L0 turn about something else. */
    async activeDays(count: number) {
      for (let day = 0; day < count; day += 1) {
        now = new Date(now.getTime() + dayMs);
        expect((await assistant.ask('what time is it')).layer).toBe('L0');
      }
    },
  };
}
const layerOutcome = (turn: AssistantTurn, layer: string) => turn.timings.find((timing) => timing.layer === layer)?.outcome;
const kindsOf = (assistant: Assistant) => assistant.listChanges({ limit: 500 }).map((change) => change.kind).filter((kind) => kind !== 'executor_added').reverse();

describe('runNightlyJob', () => {
  it('should retire an L1 row and a skill after enough idle active days, not calendar days, and never serve them again', async () => {
    const llm = new ScriptedLlmProvider([pdfIntent, pdfPlan, pdfPlan, pdfPlan, pdfPlan]);
    const { assistant, skipCalendarDays, activeDays } = await world(llm);
    const first = await assistant.ask('find the pdf files in docs');
    const second = (await assistant.feedback(first.turnId, 'retry')).retried!;
    await assistant.feedback(second.turnId, 'retry');
    expect((await assistant.ask('find the pdf files in docs')).layer).toBe('L1');
    expect(assistant.listSkills()).toEqual([expect.objectContaining({ status: 'candidate', successes: 3, lastUsedDayRank: 1 })]);

    skipCalendarDays(400);
    expect(assistant.promote()).toMatchObject({ dayRank: 1, retired: [], expiredAntiSkills: [] });
    await activeDays(5);
    expect(assistant.promote()).toMatchObject({ dayRank: 6, retired: [] });
    await activeDays(1);
    const report = assistant.promote();
    expect(report.dayRank).toBe(7);
    expect(report.retired.map((change) => [change.kind, change.label, change.reason])).toEqual([
      ['skill_retired', 'find files [pdf]', 'efficacy 0.44 < floor 0.50 (3/3 successes, unused 6 active days)'],
      ['canonical_query_retired', expect.stringMatching(/^find pdf files .*→ find_files$/), 'efficacy 0.44 < floor 0.50 (4/4 successes, unused 6 active days)'],
    ]);
    expect(assistant.listSkills()).toEqual([expect.objectContaining({ status: 'retired' })]);

    // Neither L1 nor the skill answers any more: the planner plans afresh, and Praxis learns it again.
    const after = await assistant.ask('find the pdf files in docs');
    expect(after).toMatchObject({ layer: 'planner', ok: true, llmCalls: 1 });
    expect(layerOutcome(after, 'L1')).toBe('miss');
    expect(llm.remaining).toBe(0);
    expect(kindsOf(assistant).slice(-3)).toEqual(['canonical_query_retired', 'skill_candidate', 'canonical_query_relearned']);
    expect(assistant.listChanges({ limit: 2 }).map((change) => change.turnId)).toEqual([undefined, after.turnId]);
    assistant.close();
  });

  it('should serve a retired skill and L1 row again once their retirements are reverted', async () => {
    const llm = new ScriptedLlmProvider([pdfIntent, pdfPlan, pdfPlan, pdfPlan]);
    const { assistant, activeDays } = await world(llm);
    const first = await assistant.ask('find the pdf files in docs');
    const second = (await assistant.feedback(first.turnId, 'retry')).retried!;
    await assistant.feedback(second.turnId, 'retry');
    await activeDays(6);
    const [skillRetired, rowRetired] = assistant.promote().retired;
    expect(assistant.revertChange(skillRetired!.id)).toMatchObject({ reverted: true, change: { kind: 'reverted', revertOf: skillRetired!.id } });
    const bySkill = await assistant.ask('find the pdf files in docs');
    expect(bySkill).toMatchObject({ layer: 'skill', ok: true, llmCalls: 0 });
    expect(layerOutcome(bySkill, 'L1')).toBe('miss');
    expect(assistant.revertChange(rowRetired!.id).reverted).toBe(true);
    expect(await assistant.ask('find the pdf files in docs')).toMatchObject({ layer: 'L1', ok: true, llmCalls: 0 });
    // Brought back today: tonight's ager keeps them.
    expect(assistant.promote().retired).toEqual([]);
    expect(assistant.revertChange(rowRetired!.id)).toEqual({ reverted: false, reason: expect.stringMatching(/^already reverted by change #\d+$/) });
    expect(llm.remaining).toBe(0);
    assistant.close();
  });

  it('should log ✗ on an L1 answer with the rated turn, and serve the row again when the demotion is reverted', async () => {
    const llm = new ScriptedLlmProvider([pdfIntent, pdfPlan, pdfPlan, pdfPlan]);
    const { assistant } = await world(llm);
    const first = await assistant.ask('find the pdf files in docs');
    const second = (await assistant.feedback(first.turnId, 'retry')).retried!;
    await assistant.feedback(second.turnId, 'retry');
    const served = await assistant.ask('find the pdf files in docs');
    expect(served.layer).toBe('L1');
    await assistant.feedback(served.turnId, 'down');
    const [demoted] = assistant.listChanges({ limit: 1 });
    expect(demoted).toMatchObject({ kind: 'canonical_query_demoted', turnId: served.turnId, revertible: true });
    expect(assistant.listChanges().find((change) => change.kind === 'skill_candidate')).toMatchObject({ turnId: first.turnId, reason: 'first outcome succeeded' });
    expect((await assistant.ask('find the pdf files in docs')).layer).not.toBe('L1');
    expect(assistant.revertChange(demoted!.id).reverted).toBe(true);
    expect((await assistant.ask('find the pdf files in docs')).layer).toBe('L1');
    assistant.close();
  });

  it('should retire an L2 path unused past the TTL so that it is never replayed, and log the executors it loaded once', async () => {
    const llm = new ScriptedLlmProvider([readIntent, readPlan]);
    const { assistant, activeDays } = await world(llm, (config) => {
      config.multi_tool_fast_path.enabled = true;
      config.multi_tool_fast_path.min_uses = 1;
      config.multi_tool_fast_path.ttl_active_days = 3;
      config.praxis.efficacy_half_life_active_days = 30;
    });
    expect((await assistant.ask('read the pdf files in docs')).layer).toBe('planner');
    expect((await assistant.ask('read the pdf files in docs')).layer).toBe('L2');
    await activeDays(4);
    const report = assistant.promote();
    expect(report.expiredPaths).toBe(1);
    expect(report.retired.map((change) => [change.kind, change.reason])).toEqual([['multi_tool_path_retired', 'unused for 4 active days (limit 3)']]);
    // L2 misses; the candidate skill on its success streak answers (the skill's own efficacy is still above the floor).
    const after = await assistant.ask('read the pdf files in docs');
    expect(layerOutcome(after, 'L2')).toBe('miss');
    expect(after).toMatchObject({ layer: 'skill', ok: true, llmCalls: 0 });
    expect(llm.remaining).toBe(0);
    const executors = assistant.listChanges({ limit: 500 }).filter((change) => change.kind === 'executor_added');
    expect(executors.map((change) => change.subject).sort()).toEqual(assistant.executors.map((executor) => executor.manifest.name).sort());
    assistant.close();
  });

  it('should give every row of a version-7 store its language in committed batches, with progress that grows to the total', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'metnos-nightly-languages-')), 'data');
    mkdirSync(dataDir, { recursive: true });
    const filename = join(dataDir, 'praxis.sqlite');
    const rows = Array.from({ length: 1200 }, (_, index) => ({
      request: index % 2 === 0 ? `trova il rapporto numero ${index}` : `find the report number ${index}`,
      tool: 'find_files',
      args: { root: '~/' },
    }));
    await writeVersion7PraxisFile({ filename, embedder: createHashedEmbedder(), rows, paths: 103 });
    const assistant = await createAssistant({ config: defaultAssistantConfig(), dataDir, llm: null });
    const progress: Array<{ filled: number; total: number }> = [];
    const reports = (() => {
      try {
        // The second run finds nothing left, and reports no progress.
        return [1, 2].map(() => assistant.promote({ onRowLanguages: (step) => progress.push({ ...step }) }));
      } finally {
        assistant.close();
      }
    })();
    // The open read one batch of 200; the nightly job the other 1,103, 500 rows per committed batch.
    expect(reports.map((report) => report.filledRowLanguages)).toEqual([1103, 0]);
    expect(progress).toEqual([
      { filled: 0, total: 1103 },
      { filled: 500, total: 1103 },
      { filled: 1000, total: 1103 },
      { filled: 1103, total: 1103 },
    ]);
    const store = createPraxisStore({ filename });
    try {
      const l1 = store.listCanonicalCandidates('hashed-ngram-v1-256', 1);
      expect(l1).toHaveLength(1200);
      expect(l1.filter((row) => row.language !== (row.request!.startsWith('trova') ? 'it' : 'en'))).toEqual([]);
      expect(store.listMultiToolCandidates('hashed-ngram-v1-256', 1).map((path) => path.language)).toEqual(Array.from({ length: 103 }, () => 'en'));
    } finally {
      store.close();
    }
  });
});

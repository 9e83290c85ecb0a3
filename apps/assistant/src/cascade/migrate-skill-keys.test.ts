import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Intent } from '@metnos/core';
import { extractIntentByRules, normaliseIntent } from '@metnos/metis';
import { intentCacheKey, intentCacheNamespace, intentHash, skillTemplateNamespace } from '@metnos/praxis';
import { createPraxisStore } from '@metnos/praxis-store';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { createAssistant } from './create-assistant';
import { lexiconIntentReading, type IntentReading } from './intent-reading';
import { migrateSkillKeys } from './migrate-skill-keys';
import { resolveIntent } from './resolve-intent';
import { readingVersionKey } from './stored-reading-version';

const clock = () => new Date('2026-05-19T10:30:00Z');
const request = 'find the pdf files in docs';
const pdfPlan = JSON.stringify({
  steps: [{ tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } }],
  fillers: {},
  final_message: 'Found ${step1.count} PDF files.',
});
/** An older vocabulary where "pdf" was a stop word: the same request read without that keyword. */
const olderReading: IntentReading = {
  version: 'older-vocabulary',
  readByRules: (query) => {
    const intent = extractIntentByRules(query);
    return { ...intent, keywords: intent.keywords.filter((keyword) => keyword !== 'pdf') };
  },
};

/** A temp world: an allowed folder with two PDFs, and a data folder. */
function world() {
  const base = mkdtempSync(join(tmpdir(), 'metnos-rekey-'));
  const files = join(base, 'files');
  mkdirSync(join(files, 'docs'), { recursive: true });
  writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
  writeFileSync(join(files, 'docs', 'b.pdf'), 'B');
  const config = defaultAssistantConfig();
  config.praxis.single_step_planner = false;
  config.vaglio.path_allowlist = [files];
  config.executors.maildir = join(base, 'Maildir');
  return { config, dataDir: join(base, 'data') };
}

/** Teaches `request` under `reading` (the fast tier answers badly, so the rules read the intent; the planner plans). */
async function teach(setup: ReturnType<typeof world>, reading: IntentReading) {
  const notices: string[] = [];
  const llm = new ScriptedLlmProvider(['not an intent', pdfPlan]);
  const assistant = await createAssistant({ ...setup, llm, clock, intentReading: reading, onNotice: (line) => notices.push(line) });
  const turn = await assistant.ask(request);
  expect(turn.layer).toBe('planner');
  const [skill] = assistant.listSkills();
  assistant.close();
  return { skill, notices };
}

describe('migrateSkillKeys', () => {
  it('should re-key a skill taught under another vocabulary, so that its request replays it with no planner call', async () => {
    const setup = world();
    const { skill } = await teach(setup, olderReading);
    const current = lexiconIntentReading();
    const newIntent = normaliseIntent(extractIntentByRules(request));
    expect(skill?.intentHash).toBe(intentHash(normaliseIntent(olderReading.readByRules(request))));
    expect(intentHash(newIntent)).not.toBe(skill?.intentHash);

    const notices: string[] = [];
    const reopened = await createAssistant({ ...setup, llm: null, clock, onNotice: (line) => notices.push(line) });
    expect(notices).toEqual([expect.stringMatching(/^metnos: the vocabulary that reads requests changed \(older-vocabulary → [0-9a-f]{16}\): 1 skill re-keyed\.$/u)]);
    const turn = await reopened.ask(request);
    expect(turn.layer).toBe('skill');
    expect(turn.llmCalls).toBe(0);
    expect(turn.reply).toBe('Found 2 PDF files.');
    expect(reopened.listSkills().map((stored) => [stored.intentHash, stored.intent])).toEqual([[intentHash(newIntent), newIntent]]);
    // The turns of the old key follow the skill (✓/✗ on them still reaches it).
    expect(reopened.listObservations().map((observation) => observation.intentHash)).toEqual([intentHash(newIntent), intentHash(newIntent)]);
    reopened.close();

    // Versions match now: the next open reads one value and says nothing.
    const again = await createAssistant({ ...setup, llm: null, clock, onNotice: (line) => notices.push(line) });
    again.close();
    expect(notices).toHaveLength(1);
    const store = createPraxisStore({ filename: join(setup.dataDir, 'praxis.sqlite') });
    expect(store.readMeta(readingVersionKey)).toBe(current.version);
    store.close();
  });

  it('should keep a skill whose request now reads as something its plan does not do under its old key, and say so', async () => {
    const setup = world();
    const { skill } = await teach(setup, lexiconIntentReading());
    const sending: IntentReading = { version: 'sending-vocabulary', readByRules: (): Intent => ({ verb: 'send', object: 'messages', keywords: ['docs'] }) };
    const notices: string[] = [];
    const reopened = await createAssistant({ ...setup, llm: null, clock, intentReading: sending, onNotice: (line) => notices.push(line) });
    expect(notices).toEqual([
      expect.stringContaining('0 skills re-keyed, 1 kept under the old key.') as unknown as string,
    ]);
    expect(notices[0]).toContain(`kept: "${request}" now reads as send messages, which its plan does not do`);
    expect(reopened.listSkills().map((stored) => stored.intentHash)).toEqual([skill?.intentHash]);
    reopened.close();
  });

  it('should normalise again an intent the LLM gave under an older vocabulary, re-key its skill and rewrite the cache', async () => {
    const base = mkdtempSync(join(tmpdir(), 'metnos-rekey-cache-'));
    const store = createPraxisStore({ filename: join(base, 'praxis.sqlite') });
    const query = 'elenca i PDF, per favore';
    // Under the older vocabulary "elenca" was no verb form: the fast tier's intent was kept with it as is.
    const stale = { verb: 'elenca', object: 'files', keywords: ['pdf'] };
    const oldHash = intentHash(stale);
    const framework = { steps: [{ tool: 'find_files', args: { extension: 'pdf' } }], fillers: {}, final_message: '' };
    store.updateSkill({ intentHash: oldHash, frameworkHash: '00000000000000aa', dayRank: 1 }, () => ({
      skill: { intentHash: oldHash, intent: stale, framework, frameworkHash: '00000000000000aa', status: 'active', uses: 3, successes: 3, failures: 0, consecutiveSuccesses: 3, consecutiveFailures: 0, version: 1, lastUsedDayRank: 1 },
      changes: [],
    }));
    store.appendObservation({ turnId: 't1', query, intentHash: oldHash, verdict: 'ok', layer: 'skill', latencies: {} });
    store.setCached(intentCacheNamespace, intentCacheKey(query), JSON.stringify(stale));
    store.setCached(skillTemplateNamespace, `${oldHash}:00000000000000aa`, '{"binding":1}');

    expect(migrateSkillKeys(store, { reading: lexiconIntentReading() })).toMatchObject({ rekeyed: 1, merged: 0, kept: [] });

    // The next turn of that request reads the rewritten cached intent (no model) and finds the skill and its binding.
    const resolved = await resolveIntent(intentCacheKey(query), { query, llm: async () => undefined, cache: store });
    expect(resolved).toMatchObject({ source: 'cache', intent: { verb: 'find', object: 'files', keywords: ['pdf'] } });
    expect(store.findSkill(intentHash(resolved.intent))?.successes).toBe(3);
    expect(store.getCached(skillTemplateNamespace, `${intentHash(resolved.intent)}:00000000000000aa`)).toBe('{"binding":1}');
    store.close();
  });

  it('should merge two skills whose requests now read alike, keeping the better one, and leave other stores alone', () => {
    const base = mkdtempSync(join(tmpdir(), 'metnos-rekey-merge-'));
    const store = createPraxisStore({ filename: join(base, 'praxis.sqlite') });
    const plan = JSON.parse(pdfPlan) as { steps: Array<{ tool: string; args: Record<string, unknown> }>; fillers: Record<string, never>; final_message: string };
    const teachSkill = (index: number, query: string, successes: number) => {
      const intentHashOf = index.toString(16).padStart(16, '0');
      store.updateSkill({ intentHash: intentHashOf, frameworkHash: (100 + index).toString(16).padStart(16, '0'), dayRank: 1 }, () => ({
        skill: {
          intentHash: intentHashOf,
          intent: { verb: 'find', object: 'files', keywords: [`old${index}`] },
          framework: plan,
          frameworkHash: (100 + index).toString(16).padStart(16, '0'),
          status: 'active',
          uses: successes,
          successes,
          failures: 0,
          consecutiveSuccesses: successes,
          consecutiveFailures: 0,
          version: 1,
          lastUsedDayRank: 1,
        },
        changes: [],
      }));
      store.appendObservation({ turnId: `t${index}`, query, intentHash: intentHashOf, verdict: 'ok', layer: 'planner', latencies: {} });
    };
    teachSkill(1, 'find the pdf files in docs', 2);
    teachSkill(2, 'please find the pdf files in docs', 7);
    const migration = migrateSkillKeys(store, { reading: lexiconIntentReading() });
    expect(migration).toMatchObject({ from: undefined, rekeyed: 1, merged: 1, kept: [], unread: 0 });
    expect(store.listSkills().map((stored) => [stored.intentHash, stored.successes])).toEqual([[intentHash(normaliseIntent(extractIntentByRules(request))), 7]]);
    store.close();
    expect(migrateSkillKeys({} as never, { reading: lexiconIntentReading() })).toBeUndefined();
  });
});

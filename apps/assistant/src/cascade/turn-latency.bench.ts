import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { afterAll, bench, describe } from 'vitest';
import type { AssistantTurn } from '../turn/assistant';
import { createAssistant } from './create-assistant';
import { defaultAssistantConfig } from '../settings/default-assistant-config';

/*
 * Per-turn latency of the three typical paths through the cascade, on real SQLite (temp file), real executors
 * over a temp folder, the hashed embedder, and a scripted LLM (so the planner's own model time is zero and what
 * is measured is the composition: grammar generation, validation, Nous, recording). After the run, the mean time
 * of each layer is printed per path.
 */
const base = mkdtempSync(join(tmpdir(), 'metnos-bench-'));
mkdirSync(join(base, 'files', 'docs'), { recursive: true });
for (const name of ['a.pdf', 'b.pdf', 'notes.txt']) writeFileSync(join(base, 'files', 'docs', name), name);
const config = defaultAssistantConfig();
config.vaglio.path_allowlist = [join(base, 'files')];
const intent = JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] });
const plan = JSON.stringify({ steps: [{ tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } }], fillers: {}, final_message: 'Found ${step1.count} PDF files.' });
const llm = new ScriptedLlmProvider([intent, plan]);
const assistant = await createAssistant({ config, dataDir: join(base, 'data'), llm });
await assistant.ask('find the pdf files in docs');
await assistant.ask('find the pdf files in docs');

const samples: Record<string, AssistantTurn[]> = { L0: [], skill: [], planner: [] };
const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];
let counter = 0;
/** A request never seen before (new intent, so intent + plan = 2 LLM calls), phrased without numbers. */
const freshQuery = () => {
  counter += 1;
  const parts = [];
  for (let rest = counter; rest > 0; rest = Math.floor(rest / words.length)) parts.push(words[rest % words.length]);
  return `find the pdf files in docs about ${parts.join(' ')}`;
};
const run = async (name: string, query: string, options: { fresh?: boolean } = {}) => {
  if (options.fresh === true) llm.push(JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf', `topic${counter}`] }), plan);
  const turn = await assistant.ask(query);
  if (turn.layer !== name) throw new Error(`expected layer ${name}, got ${turn.layer}: ${turn.reply}`);
  samples[name]?.push(turn);
};

afterAll(() => {
  for (const [name, turns] of Object.entries(samples)) {
    const totals = new Map<string, number>();
    for (const turn of turns) for (const timing of turn.timings) totals.set(timing.layer, (totals.get(timing.layer) ?? 0) + timing.ms);
    const layers = [...totals].map(([layer, ms]) => `${layer} ${(ms / turns.length).toFixed(3)}`).join(' | ');
    const mean = turns.reduce((sum, turn) => sum + turn.totalMs, 0) / Math.max(turns.length, 1);
    console.log(`${name.padEnd(8)} n=${turns.length} mean total ${mean.toFixed(3)} ms :: ${layers}`);
  }
  assistant.close();
});

describe('turn latency by answering layer', () => {
  bench('L0 literal hit ("what time is it")', () => run('L0', 'what time is it'), { time: 1500 });
  bench('Praxis skill hit (intent cached, no LLM call)', () => run('skill', 'find the pdf files in docs'), { time: 1500 });
  bench('planner turn (new request: intent + scripted Metis plan, 2 LLM calls)', () => run('planner', freshQuery(), { fresh: true }), { time: 1500 });
});

import type { ToolManifest } from '@metnos/core';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BagOfWordsEmbedder } from '../__fixtures__/bag-of-words-embedder';
import { guardEvaluationCases, type GuardEvaluationCase } from '../__fixtures__/guard-evaluation-cases';
import { MemoryCanonicalQueryStore } from '../__fixtures__/in-memory-stores';
import { createCanonicalMatcher } from './create-canonical-matcher';

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

/** What an argument name means in a tool, where its name alone does not say (recipients, places, currencies). */
const described: Record<string, string> = {
  to: 'Recipient name or address',
  from: 'Sender name or address',
  'book_trains.to': 'Arrival station',
  'book_trains.from': 'Departure station',
  'find_trains.to': 'Arrival station',
  'find_trains.from': 'Departure station',
  'convert_currencies.to': 'Target currency code',
  'convert_currencies.from': 'Source currency code',
};

/** One manifest per stored tool, its properties typed from the arguments the planner gave. */
function manifestsOf(cases: readonly GuardEvaluationCase[]): ToolManifest[] {
  const properties = new Map<string, Record<string, { type: string; description?: string }>>();
  for (const { stored } of cases) {
    const own = properties.get(stored.tool) ?? {};
    for (const [name, value] of Object.entries(stored.args)) {
      const type = typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value === 'boolean' ? 'boolean' : 'string';
      const description = described[`${stored.tool}.${name}`] ?? described[name];
      own[name] = { type, ...(description === undefined ? {} : { description }) };
    }
    properties.set(stored.tool, own);
  }
  return [...properties].map(([name, own]) => ({
    name,
    description: name.replace('_', ' '),
    inputSchema: { type: 'object', properties: own } as ToolManifest['inputSchema'],
  }));
}

/** A call's arguments with every string folded (case, accents, a trailing apostrophe): "Forli'" is "Forlì". */
function folded(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/'$/u, '');
  if (Array.isArray(value)) return value.map(folded);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, folded(entry)]));
  return value;
}

const sameCall = (left: unknown, right: unknown): boolean => isDeepStrictEqual(folded(left), folded(right));

type Outcome = 'served' | 'served-new-values' | 'wrong-serve' | 'refused' | 'missed';

/** Plays one pair through a fresh matcher: the stored request recorded 3 times, a threshold of 0 (the guard decides). */
async function play(pair: GuardEvaluationCase, manifests: ToolManifest[]): Promise<{ outcome: Outcome; detail: string }> {
  const matcher = createCanonicalMatcher({ embedder: new BagOfWordsEmbedder(), store: new MemoryCanonicalQueryStore(), threshold: 0 });
  for (let pass = 0; pass < 3; pass += 1) await matcher.record({ query: pair.stored.query, tool: pair.stored.tool, args: { ...pair.stored.args } });
  const result = await matcher.match(pair.request, { manifests, language: pair.language, ...clock });
  if (result.kind === 'miss') return { outcome: pair.expected === 'serve' ? 'missed' : 'refused', detail: result.reason };
  const detail = `${result.tool} ${JSON.stringify(result.args)}`;
  if (result.tool !== pair.stored.tool) return { outcome: 'wrong-serve', detail };
  if (pair.expected === 'serve') return { outcome: sameCall(result.args, pair.stored.args) ? 'served' : 'wrong-serve', detail };
  if (pair.replayArgs !== undefined && sameCall(result.args, pair.replayArgs)) return { outcome: 'served-new-values', detail };
  return { outcome: 'wrong-serve', detail };
}

describe('createCanonicalMatcher', () => {
  it('should never serve a wrong call on the it/en guard evaluation set, and serve its equal requests', async () => {
    const manifests = manifestsOf(guardEvaluationCases);
    const outcomes: Array<{ pair: GuardEvaluationCase; outcome: Outcome; detail: string }> = [];
    for (const pair of guardEvaluationCases) outcomes.push({ pair, ...(await play(pair, manifests)) });
    const describeOutcome = ({ pair, detail }: { pair: GuardEvaluationCase; detail: string }) => `${pair.language} ${pair.kind}: ${pair.stored.query} → ${pair.request} (${detail})`;
    expect(guardEvaluationCases.length).toBeGreaterThanOrEqual(300);
    expect(outcomes.filter((entry) => entry.outcome === 'wrong-serve').map(describeOutcome)).toEqual([]);
    // Floor of equal requests served (139 of 158 measured on 2026-11-29; README "L1 guard evaluation"); the misses are listed.
    const missed = outcomes.filter((entry) => entry.outcome === 'missed').map(describeOutcome);
    expect(outcomes.filter((entry) => entry.outcome === 'served').length, missed.join('\n')).toBeGreaterThanOrEqual(139);
  });
});

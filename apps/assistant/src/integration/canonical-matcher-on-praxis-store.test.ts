import type { ToolManifest } from '@metnos/core';
import { createHashedEmbedder } from '@metnos/embedder';
import { canonicalizeQuery, createCanonicalMatcher, type CanonicalMatcher } from '@metnos/fast-path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempPraxisFile, type TempPraxisFile } from './__fixtures__/open-temp-praxis-file';

// The scenarios and assertions of packages/fast-path/src/canonical/create-canonical-matcher.test.ts (run there
// against in-memory fixture stores and a bag-of-words embedder), here over a real SQLite file and the default
// hashed embedder, so both store implementations are shown to give the same answers.

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

const manifests: ToolManifest[] = [
  {
    name: 'list_appointments',
    description: 'Lists calendar appointments.',
    inputSchema: { type: 'object', properties: { date: { type: 'string', format: 'date' } }, required: ['date'] },
  },
  {
    name: 'set_alarm',
    description: 'Sets an alarm.',
    inputSchema: { type: 'object', properties: { hour: { type: 'integer' } }, required: ['hour'] },
  },
  {
    name: 'switch_light',
    description: 'Switches a light.',
    inputSchema: { type: 'object', properties: { room: { type: 'string' }, on: { type: 'boolean' } }, required: ['room', 'on'] },
  },
  {
    name: 'find_files',
    description: 'Finds files.',
    inputSchema: { type: 'object', properties: { root: { type: 'string' }, pattern: { type: 'string' } }, required: ['root'] },
  },
];

async function recordTimes(matcher: CanonicalMatcher, times: number, input: { query: string; tool: string; args: Record<string, unknown> }): Promise<void> {
  for (let pass = 0; pass < times; pass += 1) await matcher.record(input);
}

let file: TempPraxisFile;
beforeEach(() => {
  file = openTempPraxisFile();
});
afterEach(() => {
  file.cleanup();
});

describe('createCanonicalMatcher', () => {
  it('should serve a request only from its third observation, for the same words and a near-identical variant', async () => {
    const store = file.open();
    const embedder = createHashedEmbedder();
    const matcher = createCanonicalMatcher({ embedder, store });
    const first = { query: "Show me today's appointments", tool: 'list_appointments', args: { date: '2026-05-10' } };
    await recordTimes(matcher, 2, first);
    expect(await matcher.match("Show me today's appointments", { manifests, ...clock })).toEqual({ kind: 'miss', reason: 'no_candidates', bestScore: 0 });
    await matcher.record(first);
    for (const variant of ["Show me today's appointments", "show me today's appointments please", "Show me TODAY'S appointments!"]) {
      const result = await matcher.match(variant, { manifests, ...clock });
      expect(result).toMatchObject({ kind: 'hit', tool: 'list_appointments', args: { date: '2026-05-19' }, sources: { date: 'rule' } });
      expect(result.kind === 'hit' ? result.score : 0).toBeGreaterThanOrEqual(0.95);
    }
    expect(store.listCanonicalCandidates(embedder.id, 1).map((row) => [row.query, row.count])).toEqual([[canonicalizeQuery("Show me today's appointments"), 3]]);
  });

  it('should not serve a row with fewer than minUses observations', async () => {
    const matcher = createCanonicalMatcher({ embedder: createHashedEmbedder(), store: file.open() });
    await recordTimes(matcher, 2, { query: 'find the pdf files in home', tool: 'find_files', args: { root: '~/', pattern: '*.pdf' } });
    expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toEqual({ kind: 'miss', reason: 'no_candidates', bestScore: 0 });
    await matcher.record({ query: 'find the pdf files in home', tool: 'find_files', args: { root: '~/', pattern: '*.pdf' } });
    expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({
      kind: 'hit',
      args: { root: '~/', pattern: '*.pdf' },
    });
  });

  it('should reuse remembered arguments the request does not restate', async () => {
    const matcher = createCanonicalMatcher({ embedder: createHashedEmbedder(), store: file.open() });
    await recordTimes(matcher, 3, { query: 'find my tax pdf files', tool: 'find_files', args: { root: '~/Documents/tax', pattern: '*.pdf' } });
    expect(await matcher.match('find my tax pdf files', { manifests, ...clock })).toMatchObject({
      kind: 'hit',
      args: { root: '~/Documents/tax', pattern: '*.pdf' },
      // "pdf" is re-read from the request being answered (a rule); the root is the row's constant.
      sources: { root: 'memory', pattern: 'rule' },
    });
  });

  it('should refuse "alarm at 7" when the row derived its value from "alarm at 9", even when the threshold lets the row through', async () => {
    const store = file.open();
    const embedder = createHashedEmbedder();
    const matcher = createCanonicalMatcher({ embedder, store });
    // The planner turned "9" into 21 (no rule re-reads that): "at 7" must not get 21.
    await recordTimes(matcher, 3, { query: 'set an alarm at 9', tool: 'set_alarm', args: { hour: 21 } });
    const atDefault = await matcher.match('set an alarm at 7', { manifests, ...clock });
    expect(atDefault.kind).toBe('miss');
    // The hashed embedder already scores the pair under 0.95; with the threshold out of the way, the value guard
    // alone must refuse it (the fixture's embedder is blind to the digits and gets the same reason).
    const lenient = createCanonicalMatcher({ embedder, store, threshold: 0.5 });
    const guarded = await lenient.match('set an alarm at 7', { manifests, ...clock });
    expect(guarded).toMatchObject({ kind: 'miss', reason: 'values_differ' });
    expect(guarded.kind === 'miss' ? guarded.bestScore : 0).toBeGreaterThanOrEqual(0.5);
    expect(await matcher.match('set an alarm at 9', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { hour: 21 } });
  });

  it('should serve the second-best row when the best one is a near-miss', async () => {
    const embedder = createHashedEmbedder();
    const store = file.open();
    const matcher = createCanonicalMatcher({ embedder, store });
    await recordTimes(matcher, 3, { query: 'set an alarm at 9', tool: 'set_alarm', args: { hour: 9 } });
    await recordTimes(matcher, 3, { query: 'set an alarm at 7', tool: 'set_alarm', args: { hour: 7 } });
    expect(await matcher.match('set an alarm at 7', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { hour: 7 } });
    expect(await createCanonicalMatcher({ embedder, store, threshold: 0.5 }).match('set an alarm at 7', { manifests, ...clock })).toMatchObject({
      kind: 'hit',
      args: { hour: 7 },
    });
  });

  it('should refuse a match whose polarity or negation differs', async () => {
    const embedder = createHashedEmbedder();
    const store = file.open();
    const matcher = createCanonicalMatcher({ embedder, store });
    await recordTimes(matcher, 3, { query: 'turn on the kitchen light', tool: 'switch_light', args: { room: 'kitchen', on: true } });
    await recordTimes(matcher, 3, { query: 'accendi la luce', tool: 'switch_light', args: { room: 'kitchen', on: true } });
    for (const query of ['turn off the kitchen light', 'spegni la luce', "don't turn on the kitchen light"]) {
      expect((await matcher.match(query, { manifests, ...clock })).kind).toBe('miss');
    }
    // With the threshold low enough that the embedder lets each row through, the polarity guard refuses it.
    const lenient = createCanonicalMatcher({ embedder, store, threshold: 0.3 });
    expect(await lenient.match('turn off the kitchen light', { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'polarity_differs' });
    expect(await lenient.match('spegni la luce', { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'polarity_differs' });
    expect(await lenient.match("don't turn on the kitchen light", { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'polarity_differs' });
    expect(await matcher.match('turn on the kitchen light', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { on: true } });
    expect(await matcher.match('accendi la luce', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { on: true } });
  });

  it('should miss below the threshold and when the tool is no longer available', async () => {
    const matcher = createCanonicalMatcher({ embedder: createHashedEmbedder(), store: file.open() });
    await recordTimes(matcher, 3, { query: 'find the pdf files in home', tool: 'find_files', args: { root: '~/' } });
    const far = await matcher.match('play some jazz music', { manifests, ...clock });
    expect(far).toMatchObject({ kind: 'miss', reason: 'below_threshold' });
    expect(far.kind === 'miss' ? far.bestScore : 1).toBeLessThan(0.95);
    expect(await matcher.match('find the pdf files in home', { manifests: manifests.slice(0, 1), ...clock })).toMatchObject({
      kind: 'miss',
      reason: 'tool_unavailable',
    });
  });

  it('should miss when a required argument can be found neither in memory nor in the request', async () => {
    const matcher = createCanonicalMatcher({ embedder: createHashedEmbedder(), store: file.open() });
    await recordTimes(matcher, 3, { query: 'show my appointments', tool: 'list_appointments', args: {} });
    expect(await matcher.match('show my appointments', { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'missing_args' });
  });

  it('should only compare vectors of the same embedder id, even of the same dimension', async () => {
    const store = file.open();
    const other = createHashedEmbedder({ bigramWeight: 0 });
    const embedder = createHashedEmbedder();
    expect(other.id).not.toBe(embedder.id);
    expect(other.dimension).toBe(embedder.dimension);
    await recordTimes(createCanonicalMatcher({ embedder: other, store }), 3, { query: 'find the pdf files in home', tool: 'find_files', args: { root: '~/' } });
    const matcher = createCanonicalMatcher({ embedder, store });
    expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'no_candidates' });
    // The other embedder's own matcher does serve it: the row is there, just not comparable.
    expect(await createCanonicalMatcher({ embedder: other, store }).match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'hit' });
  });

  it('should serve rows written through the store and by another connection without invalidate, and after reopening the file', async () => {
    const store = file.open();
    const embedder = createHashedEmbedder();
    const matcher = createCanonicalMatcher({ embedder, store });
    expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'no_candidates' });
    const canonical = canonicalizeQuery('find the pdf files in home');
    const [vector] = await embedder.embed([canonical]);
    for (let pass = 0; pass < 3; pass += 1) {
      store.recordCanonicalQuery({ query: canonical, tool: 'find_files', argsObserved: { root: '~/' }, embedderId: embedder.id, vector: vector! });
    }
    expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'hit', tool: 'find_files' });
    // Another process on the same file (its commit is seen through PRAGMA data_version).
    const second = file.open();
    await recordTimes(createCanonicalMatcher({ embedder, store: second }), 3, { query: 'set an alarm at 9', tool: 'set_alarm', args: { hour: 9 } });
    expect(await matcher.match('set an alarm at 9', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { hour: 9 } });
    store.close();
    const reopened = createCanonicalMatcher({ embedder, store: file.open() });
    expect(await reopened.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { root: '~/' } });
    expect(await reopened.match('set an alarm at 9', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { hour: 9 } });
  });
});

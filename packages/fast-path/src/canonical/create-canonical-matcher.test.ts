import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { BagOfWordsEmbedder } from '../__fixtures__/bag-of-words-embedder';
import { MemoisedCanonicalQueryStore, MemoryCanonicalQueryStore } from '../__fixtures__/in-memory-stores';
import { FastPathError } from '../fast-path-error';
import { canonicalizeQuery } from '../shared/canonicalize-query';
import { createCanonicalMatcher } from './create-canonical-matcher';

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

async function recordTimes(
  matcher: ReturnType<typeof createCanonicalMatcher>,
  times: number,
  input: { query: string; tool: string; args: Record<string, unknown> },
): Promise<void> {
  for (let pass = 0; pass < times; pass += 1) await matcher.record(input);
}

describe('createCanonicalMatcher', () => {
  it('should serve a request seen three times, with arguments re-extracted for today', async () => {
    const store = new MemoryCanonicalQueryStore();
    const matcher = createCanonicalMatcher({ embedder: new BagOfWordsEmbedder(), store });
    await recordTimes(matcher, 3, { query: "Show me today's appointments", tool: 'list_appointments', args: { date: '2026-05-10' } });
    const result = await matcher.match("show me today's appointments please", { manifests, ...clock });
    expect(result).toMatchObject({ kind: 'hit', tool: 'list_appointments', args: { date: '2026-05-19' }, sources: { date: 'rule' } });
    expect(result.kind === 'hit' ? result.score : 0).toBeGreaterThanOrEqual(0.95);
  });

  it('should serve a row\'s new arguments when the store hands a new object of the same row after a change', async () => {
    const store = new MemoryCanonicalQueryStore();
    const matcher = createCanonicalMatcher({ embedder: new BagOfWordsEmbedder(), store });
    await recordTimes(matcher, 3, { query: 'find the pdf files in home', tool: 'find_files', args: { root: '~/', pattern: '*.pdf' } });
    expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { root: '~/', pattern: '*.pdf' } });
    // The same row id, rewritten: the binding kept for it must not be replayed.
    store.rows[0]!.argsObserved = { root: '~/Documents', pattern: '*.pdf' };
    expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { root: '~/Documents', pattern: '*.pdf' } });
  });

  it('should record a request it just looked up without embedding it again', async () => {
    const embedder = new BagOfWordsEmbedder();
    const matcher = createCanonicalMatcher({ embedder, store: new MemoryCanonicalQueryStore() });
    await recordTimes(matcher, 3, { query: 'find the pdf files in home', tool: 'find_files', args: { root: '~/', pattern: '*.pdf' } });
    const before = embedder.calls;
    expect(await matcher.match('find the png files in home', { manifests, ...clock })).toMatchObject({ kind: 'miss' });
    await matcher.record({ query: 'find the png files in home', tool: 'find_files', args: { root: '~/', pattern: '*.png' } });
    expect(embedder.calls - before).toBe(1);
  });

  it('should not serve a row with fewer than minUses observations', async () => {
    const matcher = createCanonicalMatcher({ embedder: new BagOfWordsEmbedder(), store: new MemoryCanonicalQueryStore() });
    await recordTimes(matcher, 2, { query: 'find the pdf files in home', tool: 'find_files', args: { root: '~/', pattern: '*.pdf' } });
    expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toEqual({ kind: 'miss', reason: 'no_candidates', bestScore: 0 });
    await matcher.record({ query: 'find the pdf files in home', tool: 'find_files', args: { root: '~/', pattern: '*.pdf' } });
    expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({
      kind: 'hit',
      args: { root: '~/', pattern: '*.pdf' },
    });
  });

  it('should reuse remembered arguments the request does not restate', async () => {
    const matcher = createCanonicalMatcher({ embedder: new BagOfWordsEmbedder(), store: new MemoryCanonicalQueryStore() });
    await recordTimes(matcher, 3, { query: 'find my tax pdf files', tool: 'find_files', args: { root: '~/Documents/tax', pattern: '*.pdf' } });
    expect(await matcher.match('find my tax pdf files', { manifests, ...clock })).toMatchObject({
      kind: 'hit',
      args: { root: '~/Documents/tax', pattern: '*.pdf' },
      // The pattern came from "pdf" in the request: it is re-read (a rule), the root is the row's constant.
      sources: { root: 'memory', pattern: 'rule' },
    });
  });

  it('should answer "alarm at 7" with 7 from a row taught by "alarm at 9", never with 9', async () => {
    const embedder = new BagOfWordsEmbedder({ blindTo: ['7', '9'] });
    const matcher = createCanonicalMatcher({ embedder, store: new MemoryCanonicalQueryStore() });
    await recordTimes(matcher, 3, { query: 'set an alarm at 9', tool: 'set_alarm', args: { hour: 9 } });
    const result = await matcher.match('set an alarm at 7', { manifests, ...clock });
    expect(result).toMatchObject({ kind: 'hit', args: { hour: 7 }, sources: { hour: 'rule' } });
    expect(result.kind === 'hit' ? result.score : 0).toBeCloseTo(1, 5);
    expect(await matcher.match('set an alarm at 9', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { hour: 9 } });
  });

  it('should refuse "alarm at 7" when the row\'s value was derived from "9" by the planner, even at cosine 1', async () => {
    const embedder = new BagOfWordsEmbedder({ blindTo: ['7', '9'] });
    const matcher = createCanonicalMatcher({ embedder, store: new MemoryCanonicalQueryStore() });
    await recordTimes(matcher, 3, { query: 'set an alarm at 9', tool: 'set_alarm', args: { hour: 21 } });
    const result = await matcher.match('set an alarm at 7', { manifests, ...clock });
    expect(result).toMatchObject({ kind: 'miss', reason: 'values_differ' });
    expect(result.kind === 'miss' ? result.bestScore : 0).toBeCloseTo(1, 5);
    expect(await matcher.match('set an alarm at 9', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { hour: 21 } });
  });

  it('should serve the second-best row when the best one is a near-miss', async () => {
    const embedder = new BagOfWordsEmbedder({ blindTo: ['7', '9'] });
    const matcher = createCanonicalMatcher({ embedder, store: new MemoryCanonicalQueryStore() });
    await recordTimes(matcher, 3, { query: 'set an alarm at 9', tool: 'set_alarm', args: { hour: 9 } });
    await recordTimes(matcher, 3, { query: 'set an alarm at 7', tool: 'set_alarm', args: { hour: 7 } });
    expect(await matcher.match('set an alarm at 7', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { hour: 7 } });
  });

  it('should refuse a match whose polarity or negation differs', async () => {
    const embedder = new BagOfWordsEmbedder({ blindTo: ['on', 'off', 'accendi', 'spegni', 'not', "don't"] });
    const matcher = createCanonicalMatcher({ embedder, store: new MemoryCanonicalQueryStore() });
    await recordTimes(matcher, 3, { query: 'turn on the kitchen light', tool: 'switch_light', args: { room: 'kitchen', on: true } });
    await recordTimes(matcher, 3, { query: 'accendi la luce', tool: 'switch_light', args: { room: 'kitchen', on: true } });
    expect(await matcher.match('turn off the kitchen light', { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'polarity_differs' });
    expect(await matcher.match('spegni la luce', { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'polarity_differs' });
    expect(await matcher.match("don't turn on the kitchen light", { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'polarity_differs' });
    expect(await matcher.match('turn on the kitchen light', { manifests, ...clock })).toMatchObject({ kind: 'hit', args: { on: true } });
  });

  it('should miss below the threshold and when the tool is no longer available', async () => {
    const matcher = createCanonicalMatcher({ embedder: new BagOfWordsEmbedder(), store: new MemoryCanonicalQueryStore() });
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
    const matcher = createCanonicalMatcher({ embedder: new BagOfWordsEmbedder(), store: new MemoryCanonicalQueryStore() });
    await recordTimes(matcher, 3, { query: 'show my appointments', tool: 'list_appointments', args: {} });
    expect(await matcher.match('show my appointments', { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'missing_args' });
  });

  it('should only compare vectors of the same embedder id', async () => {
    const store = new MemoryCanonicalQueryStore();
    await recordTimes(createCanonicalMatcher({ embedder: new BagOfWordsEmbedder({ id: 'other' }), store }), 3, {
      query: 'find the pdf files in home',
      tool: 'find_files',
      args: { root: '~/' },
    });
    const matcher = createCanonicalMatcher({ embedder: new BagOfWordsEmbedder(), store });
    expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'no_candidates' });
  });

  it('should read the store on every match and use a given vector without embedding', async () => {
    const store = new MemoryCanonicalQueryStore();
    const embedder = new BagOfWordsEmbedder();
    const matcher = createCanonicalMatcher({ embedder, store });
    await recordTimes(matcher, 3, { query: 'find the pdf files in home', tool: 'find_files', args: { root: '~/' } });
    await matcher.match('find the pdf files in home', { manifests, ...clock });
    await matcher.match('find the pdf files in home', { manifests, ...clock });
    expect(store.listCalls).toBe(2);
    matcher.invalidate();
    const calls = embedder.calls;
    const result = await matcher.match('find the pdf files in home', { manifests, ...clock, vector: embedder.embedSync('find pdf files in home') });
    expect(result).toMatchObject({ kind: 'hit', tool: 'find_files' });
    expect(store.listCalls).toBe(3);
    expect(embedder.calls).toBe(calls);
  });

  for (const [label, makeStore] of [
    ['a store that returns fresh records on every call', () => new MemoryCanonicalQueryStore()],
    ['a memoising store that returns the same array', () => new MemoisedCanonicalQueryStore({ returns: 'same-array' })],
    ['a memoising store that returns a shallow copy', () => new MemoisedCanonicalQueryStore({ returns: 'shallow-copy' })],
  ] as const) {
    it(`should serve rows another writer recorded through the store after its first match, with ${label}`, async () => {
      const store = makeStore();
      const embedder = new BagOfWordsEmbedder();
      const matcher = createCanonicalMatcher({ embedder, store });
      const other = createCanonicalMatcher({ embedder, store });
      expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'miss', reason: 'no_candidates' });
      // Written through the store directly, as the assistant's turn loop does: this matcher's record() is never called.
      const canonical = canonicalizeQuery('find the pdf files in home');
      const vector = embedder.embedSync(canonical);
      for (let pass = 0; pass < 3; pass += 1) {
        store.recordCanonicalQuery({ query: canonical, tool: 'find_files', argsObserved: { root: '~/' }, embedderId: embedder.id, vector });
      }
      expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'hit', tool: 'find_files' });
      await recordTimes(other, 3, { query: 'show my appointments today', tool: 'list_appointments', args: {} });
      expect(await matcher.match('show my appointments today', { manifests, ...clock })).toMatchObject({ kind: 'hit', tool: 'list_appointments' });
      expect(await matcher.match('find the pdf files in home', { manifests, ...clock })).toMatchObject({ kind: 'hit', tool: 'find_files' });
    });
  }

  it('should reject out-of-range options', () => {
    const options = { embedder: new BagOfWordsEmbedder(), store: new MemoryCanonicalQueryStore() };
    expect(() => createCanonicalMatcher({ ...options, threshold: 1.5 })).toThrow(FastPathError);
    expect(() => createCanonicalMatcher({ ...options, minUses: 0 })).toThrow(FastPathError);
  });
});

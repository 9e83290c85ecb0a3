import type { PathStep } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { BagOfWordsEmbedder } from '../__fixtures__/bag-of-words-embedder';
import { MemoryActiveDayStore, MemoryMultiToolPathStore } from '../__fixtures__/in-memory-stores';
import { createMultiToolPathMatcher, type MultiToolPathMatcherOptions } from './create-multi-tool-path-matcher';

const timeZone = 'Europe/Rome';
const day = (date: string) => ({ now: new Date(`${date}T10:00:00Z`), timeZone });

const describeSteps = (url: string): PathStep[] => [
  { tool: 'get_urls', args: { urls: [url] } },
  { tool: 'describe_entries', args: { from_step: 1, lines: 2 } },
];

function setup(options: Partial<MultiToolPathMatcherOptions> = {}) {
  const store = new MemoryMultiToolPathStore();
  const activeDays = new MemoryActiveDayStore();
  const embedder = new BagOfWordsEmbedder();
  const matcher = createMultiToolPathMatcher({ embedder, store, activeDays, enabled: true, ...options });
  return { store, activeDays, embedder, matcher };
}

async function learnDescribe(matcher: ReturnType<typeof createMultiToolPathMatcher>, date = '2026-05-19'): Promise<void> {
  for (const url of ['https://a.example/one', 'https://b.example/two', 'https://c.example/three']) {
    await matcher.record({ query: `download ${url} and describe it`, steps: describeSteps(url), ...day(date) });
  }
}

describe('createMultiToolPathMatcher', () => {
  it('should skip when disabled (the default) but still record', async () => {
    const store = new MemoryMultiToolPathStore();
    const matcher = createMultiToolPathMatcher({ embedder: new BagOfWordsEmbedder(), store, activeDays: new MemoryActiveDayStore() });
    await learnDescribe(matcher);
    expect(await matcher.match('download https://d.example and describe it', day('2026-05-19'))).toEqual({ kind: 'skipped', reason: 'disabled' });
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]?.uses).toBe(3);
  });

  it('should record identical passes under one placeholder signature and ignore one-step turns', async () => {
    const { matcher, store } = setup();
    await learnDescribe(matcher);
    expect(store.rows.map((row) => [row.signature, row.canonicalQuery, row.uses])).toEqual([
      ['get_urls({"urls":["${URL}"]}) > describe_entries({"from_step":1,"lines":2})', 'download ${URL} and describe it', 3],
    ]);
    expect(await matcher.record({ query: 'what time is it', steps: [{ tool: 'get_now', args: {} }], ...day('2026-05-19') })).toBeUndefined();
  });

  it('should replay a path after three passes with the new request\'s values', async () => {
    const { matcher } = setup();
    await learnDescribe(matcher);
    const result = await matcher.match('Download https://new.example/page and describe it', day('2026-05-20'));
    expect(result).toMatchObject({
      kind: 'hit',
      steps: [
        { tool: 'get_urls', args: { urls: ['https://new.example/page'] } },
        { tool: 'describe_entries', args: { from_step: 1, lines: 2 } },
      ],
    });
    expect(result.kind === 'hit' ? result.score : 0).toBeGreaterThanOrEqual(0.88);
  });

  it('should not be a candidate before minUses passes', async () => {
    const { matcher } = setup();
    await matcher.record({ query: 'download https://a.example and describe it', steps: describeSteps('https://a.example'), ...day('2026-05-19') });
    expect(await matcher.match('download https://z.example and describe it', day('2026-05-19'))).toMatchObject({ kind: 'miss', reason: 'no_candidates' });
  });

  it('should fall back when the request lacks a value the path needs', async () => {
    const { matcher } = setup();
    await learnDescribe(matcher);
    const result = await matcher.match('download and describe it', day('2026-05-20'));
    expect(result.kind === 'miss' ? result.bestScore : 0).toBeGreaterThanOrEqual(0.88);
    expect(result).toMatchObject({ kind: 'miss', reason: 'unresolved_placeholder', missing: ['URL'] });
  });

  it('should miss below the threshold and on a polarity change', async () => {
    const { matcher } = setup();
    await learnDescribe(matcher);
    expect(await matcher.match('play some jazz music in the kitchen', day('2026-05-20'))).toMatchObject({ kind: 'miss', reason: 'below_threshold' });
    const blind = setup({ embedder: new BagOfWordsEmbedder({ blindTo: ['on', 'off'] }) });
    const steps: PathStep[] = [{ tool: 'switch_lights', args: { on: true } }, { tool: 'play_music', args: {} }];
    for (let pass = 0; pass < 3; pass += 1) await blind.matcher.record({ query: 'turn on the lights and play music', steps, ...day('2026-05-20') });
    expect(await blind.matcher.match('turn off the lights and play music', day('2026-05-20'))).toMatchObject({ kind: 'miss', reason: 'polarity_differs' });
  });

  it('should send a request with a further action to the planner unless chaining is on', async () => {
    // Blind to the residual's words, so that only the continuation guard can refuse the whole request.
    const embedder = new BagOfWordsEmbedder({ blindTo: ['then', 'email'] });
    const plain = setup({ embedder });
    await learnDescribe(plain.matcher);
    const query = 'download https://new.example and describe it, then email it';
    expect(await plain.matcher.match(query, day('2026-05-20'))).toMatchObject({ kind: 'miss', reason: 'continuation_needs_planner' });
    const chained = setup({ embedder, chainToPlanner: true });
    await learnDescribe(chained.matcher);
    expect(await chained.matcher.match(query, day('2026-05-20'))).toMatchObject({
      kind: 'hit',
      residual: 'email it',
      steps: [{ tool: 'get_urls', args: { urls: ['https://new.example'] } }, { tool: 'describe_entries' }],
    });
  });

  it('should memoise a composition of steps served by L0/L1 like any other path', async () => {
    const { matcher } = setup();
    const steps = (path: string): PathStep[] => [
      { tool: 'get_now', args: {} },
      { tool: 'find_files', args: { root: path, pattern: '*.pdf' } },
    ];
    for (const path of ['~/a', '~/b', '~/c']) await matcher.record({ query: `what time is it and find the pdf files in ${path}`, steps: steps(path), ...day('2026-05-19') });
    expect(await matcher.match('what time is it and find the pdf files in ~/tax', day('2026-05-19'))).toMatchObject({
      kind: 'hit',
      steps: [{ tool: 'get_now', args: {} }, { tool: 'find_files', args: { root: '~/tax', pattern: '*.pdf' } }],
    });
  });

  it('should age paths by active days only: a long calendar gap does not expire them', async () => {
    const { matcher, store, activeDays } = setup({ ttlActiveDays: 2 });
    await learnDescribe(matcher, '2026-05-01');
    // Two months of holiday, then one active day: only one active day has passed.
    activeDays.markActiveDay('2026-07-01');
    expect(matcher.expire()).toBe(0);
    expect(await matcher.match('download https://x.example and describe it', day('2026-07-01'))).toMatchObject({ kind: 'hit' });
    // The replay moved the path to rank 2; three more active days without it exceed the TTL of 2.
    for (const date of ['2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05']) activeDays.markActiveDay(date);
    expect(await matcher.match('download https://x.example and describe it', day('2026-07-05'))).toMatchObject({ kind: 'miss' });
    expect(matcher.expire()).toBe(1);
    expect(store.rows).toEqual([]);
  });

  it('should see paths another writer recorded through the store, and return a replayed copy without touching the listed row', async () => {
    const { matcher, store, embedder, activeDays } = setup();
    expect(await matcher.match('download https://z.example and describe it', day('2026-05-19'))).toMatchObject({ kind: 'miss', reason: 'no_candidates' });
    const other = createMultiToolPathMatcher({ embedder, store, activeDays, enabled: true });
    await learnDescribe(other);
    const listed = store.listMultiToolCandidates(embedder.id, 3)[0]!;
    Object.freeze(listed);
    const result = await matcher.match('download https://z.example and describe it', day('2026-05-20'));
    expect(result).toMatchObject({ kind: 'hit', path: { uses: 4, lastDayRank: 2 } });
    expect(store.rows[0]).toMatchObject({ uses: 4, lastDayRank: 2 });
    expect(store.expireMultiToolPaths(40, 30)).toBe(1);
    expect(await matcher.match('download https://z.example and describe it', day('2026-05-21'))).toMatchObject({ kind: 'miss', reason: 'no_candidates' });
  });
  it('should follow the request when source and destination are swapped (issue 22, class E)', async () => {
    const { matcher } = setup({ threshold: 0.5 });
    const steps: PathStep[] = [
      { tool: 'find_files', args: { folder: '~/Documents', pattern: '*.zip' } },
      { tool: 'move_files', args: { from_step: 1, destination: '~/Downloads' } },
    ];
    for (let pass = 0; pass < 3; pass += 1) await matcher.record({ query: 'sposta i file zip da Documenti a Scaricati', steps, ...day('2026-05-19') });
    const swapped = await matcher.match('sposta i file zip da Scaricati a Documenti', day('2026-05-20'));
    expect(swapped).toMatchObject({
      kind: 'hit',
      steps: [
        { tool: 'find_files', args: { folder: '~/Downloads', pattern: '*.zip' } },
        { tool: 'move_files', args: { from_step: 1, destination: '~/Documents' } },
      ],
    });
  });

  it('should replay a list of recipients with every recipient of the request (issue 22, point 4)', async () => {
    const { matcher } = setup({ threshold: 0.5 });
    const steps = (to: string[]): PathStep[] => [
      { tool: 'find_files', args: { folder: '~/Documents', pattern: 'budget' } },
      { tool: 'send_messages', args: { from_step: 1, to, subject: 'Budget' } },
    ];
    for (let pass = 0; pass < 3; pass += 1) await matcher.record({ query: 'send the budget in Documents to giorgio@example.it', steps: steps(['giorgio@example.it']), ...day('2026-05-19') });
    const two = await matcher.match('send the budget in Documents to anna@rossi.it and marco@verdi.it', day('2026-05-20'));
    expect(two).toMatchObject({ kind: 'hit', steps: steps(['anna@rossi.it', 'marco@verdi.it']) });
    // A second address in copy is no recipient: the path has no place for it.
    expect(await matcher.match('send the budget in Documents to anna@rossi.it cc marco@verdi.it', day('2026-05-20'))).toMatchObject({ kind: 'miss' });
  });
});

import type { PathStep } from '@metnos/core';
import { createHashedEmbedder } from '@metnos/embedder';
import { createMultiToolPathMatcher, promoteMultiToolPaths, type MultiToolPathMatcher, type MultiToolPathMatcherOptions } from '@metnos/fast-path';
import type { SqlitePraxisStore } from '@metnos/praxis-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempPraxisFile, type TempPraxisFile } from './__fixtures__/open-temp-praxis-file';

// The scenarios and assertions of packages/fast-path/src/multi-tool/create-multi-tool-path-matcher.test.ts and
// promote-multi-tool-paths.test.ts (in-memory fixture stores there), here over a real SQLite file whose
// MultiToolPathStore and ActiveDayStore are the same connection, with the default hashed embedder.

const timeZone = 'Europe/Rome';
const day = (date: string) => ({ now: new Date(`${date}T10:00:00Z`), timeZone });

const describeSteps = (url: string): PathStep[] => [
  { tool: 'get_urls', args: { urls: [url] } },
  { tool: 'describe_entries', args: { from_step: 1, lines: 2 } },
];

let file: TempPraxisFile;
beforeEach(() => {
  file = openTempPraxisFile();
});
afterEach(() => {
  file.cleanup();
});

function setup(options: Partial<MultiToolPathMatcherOptions> = {}, store: SqlitePraxisStore = file.open()) {
  const embedder = createHashedEmbedder();
  const matcher = createMultiToolPathMatcher({ embedder, store, activeDays: store, enabled: true, ...options });
  return { store, embedder, matcher };
}

async function learnDescribe(matcher: MultiToolPathMatcher, date = '2026-05-19', urls = ['https://a.example/one', 'https://b.example/two', 'https://c.example/three']): Promise<void> {
  for (const url of urls) await matcher.record({ query: `download ${url} and describe it`, steps: describeSteps(url), ...day(date) });
}

/** Every path of the file, whatever its uses (read straight from the store). */
const allPaths = (store: SqlitePraxisStore, embedderId: string) => store.listMultiToolCandidates(embedderId, 1);

describe('createMultiToolPathMatcher', () => {
  it('should record identical passes under one placeholder signature and ignore one-step turns', async () => {
    const { matcher, store, embedder } = setup();
    await learnDescribe(matcher);
    expect(allPaths(store, embedder.id).map((row) => [row.signature, row.canonicalQuery, row.uses])).toEqual([
      ['get_urls({"urls":["${URL}"]}) > describe_entries({"from_step":1,"lines":2})', 'download ${URL} and describe it', 3],
    ]);
    expect(await matcher.record({ query: 'what time is it', steps: [{ tool: 'get_now', args: {} }], ...day('2026-05-19') })).toBeUndefined();
  });

  it('should not be a candidate before minUses passes, and replay with the new request\'s values from the third', async () => {
    const { matcher } = setup();
    await learnDescribe(matcher, '2026-05-19', ['https://a.example/one']);
    expect(await matcher.match('download https://z.example and describe it', day('2026-05-19'))).toMatchObject({ kind: 'miss', reason: 'no_candidates' });
    await learnDescribe(matcher, '2026-05-19', ['https://b.example/two']);
    expect(await matcher.match('download https://z.example and describe it', day('2026-05-19'))).toMatchObject({ kind: 'miss', reason: 'no_candidates' });
    await learnDescribe(matcher, '2026-05-19', ['https://c.example/three']);
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

  it('should replay a frozen store record without modifying it, and count the replay in the file', async () => {
    const { matcher, store, embedder } = setup();
    await learnDescribe(matcher);
    const before = allPaths(store, embedder.id)[0]!;
    expect(Object.isFrozen(before)).toBe(true);
    const result = await matcher.match('download https://x.example and describe it', day('2026-05-20'));
    expect(result).toMatchObject({ kind: 'hit', path: { id: before.id, uses: 4, lastDayRank: 2 } });
    expect(before).toMatchObject({ uses: 3, lastDayRank: 1 });
    expect(allPaths(store, embedder.id)[0]).toMatchObject({ id: before.id, uses: 4, lastDayRank: 2 });
  });

  it('should fall back when the request lacks a value the path needs', async () => {
    const { matcher } = setup();
    await learnDescribe(matcher);
    const result = await matcher.match('download and describe it', day('2026-05-20'));
    expect(result.kind === 'miss' ? result.bestScore : 0).toBeGreaterThanOrEqual(0.88);
    expect(result).toMatchObject({ kind: 'miss', reason: 'unresolved_placeholder', missing: ['URL'] });
  });

  it('should miss below the threshold and on a polarity change', async () => {
    const { matcher, store } = setup();
    await learnDescribe(matcher);
    expect(await matcher.match('play some jazz music in the kitchen', day('2026-05-20'))).toMatchObject({ kind: 'miss', reason: 'below_threshold' });
    const lenient = setup({ threshold: 0.5 }, store);
    const steps: PathStep[] = [{ tool: 'switch_lights', args: { on: true } }, { tool: 'play_music', args: {} }];
    for (let pass = 0; pass < 3; pass += 1) await lenient.matcher.record({ query: 'turn on the lights and play music', steps, ...day('2026-05-20') });
    expect(await lenient.matcher.match('turn off the lights and play music', day('2026-05-20'))).toMatchObject({ kind: 'miss', reason: 'polarity_differs' });
    expect(await lenient.matcher.match('turn on the lights and play music', day('2026-05-20'))).toMatchObject({ kind: 'hit', steps });
  });

  it('should serve paths another connection recorded without invalidate', async () => {
    const { matcher } = setup();
    expect(await matcher.match('download https://z.example and describe it', day('2026-05-19'))).toMatchObject({ kind: 'miss', reason: 'no_candidates' });
    await learnDescribe(setup({}, file.open()).matcher);
    expect(await matcher.match('download https://z.example and describe it', day('2026-05-19'))).toMatchObject({
      kind: 'hit',
      steps: [{ tool: 'get_urls', args: { urls: ['https://z.example'] } }, { tool: 'describe_entries' }],
    });
  });

  it('should age paths by active days only: two calendar months of absence expire nothing, 31 active days do', async () => {
    const { matcher, store, embedder } = setup();
    await learnDescribe(matcher, '2026-05-01');
    expect(store.currentDayRank()).toBe(1);
    // Two months of holiday, then one active day: only one active day has passed.
    store.markActiveDay('2026-07-01');
    expect(matcher.expire()).toBe(0);
    expect(await matcher.match('download https://x.example and describe it', day('2026-07-01'))).toMatchObject({ kind: 'hit' });
    expect(allPaths(store, embedder.id)[0]?.lastDayRank).toBe(2);
    // 30 further active days without the path: still alive (30 is not more than the TTL of 30).
    const date = new Date('2026-07-02T10:00:00Z');
    const nextDay = (): string => {
      const text = date.toISOString().slice(0, 10);
      date.setUTCDate(date.getUTCDate() + 1);
      return text;
    };
    for (let count = 0; count < 30; count += 1) store.markActiveDay(nextDay());
    expect(store.currentDayRank()).toBe(32);
    expect(matcher.expire()).toBe(0);
    // The 31st active day puts the last use 31 active days back: the matcher skips it and expire deletes it.
    const last = nextDay();
    store.markActiveDay(last);
    expect(await matcher.match('download https://x.example and describe it', day(last))).toMatchObject({ kind: 'miss' });
    expect(matcher.expire()).toBe(1);
    expect(allPaths(store, embedder.id)).toEqual([]);
  });
});

describe('promoteMultiToolPaths', () => {
  it('should promote paths used kSynth times once, and create nothing on a second run or after reopening the file', async () => {
    const { matcher, store } = setup({ enabled: false });
    const now = new Date('2026-05-19T10:00:00Z');
    const learn = async (pass: number): Promise<void> => {
      await matcher.record({
        query: `download https://site${pass}.example and describe it`,
        steps: [{ tool: 'get_urls', args: { urls: [`https://site${pass}.example`] } }, { tool: 'describe_entries', args: { from_step: 1 } }],
        now,
        timeZone: 'UTC',
      });
    };
    for (let pass = 0; pass < 3; pass += 1) await learn(pass);
    await matcher.record({ query: 'zip ~/a and mail it', steps: [{ tool: 'zip', args: { root: '~/a' } }, { tool: 'send_email', args: {} }], now, timeZone: 'UTC' });
    expect(promoteMultiToolPaths(store, { kSynth: 4 })).toEqual([]);
    await learn(3);
    const first = promoteMultiToolPaths(store, { kSynth: 4 });
    expect(first.map((proto) => [proto.pathId, proto.canonicalQuery, proto.placeholders])).toEqual([[1, 'download ${URL} and describe it', ['URL']]]);
    expect(promoteMultiToolPaths(store, { kSynth: 4 })).toEqual([]);
    expect(store.listProtoExecutors()).toHaveLength(1);
    // More uses after promotion create nothing new either.
    await learn(4);
    expect(promoteMultiToolPaths(store, { kSynth: 4 })).toEqual([]);
    store.close();
    const reopened = file.open();
    expect(promoteMultiToolPaths(reopened, { kSynth: 4 })).toEqual([]);
    expect(reopened.listProtoExecutors().map((proto) => [proto.pathId, proto.canonicalQuery, proto.placeholders])).toEqual([
      [1, 'download ${URL} and describe it', ['URL']],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { BagOfWordsEmbedder } from '../__fixtures__/bag-of-words-embedder';
import { MemoryActiveDayStore, MemoryMultiToolPathStore } from '../__fixtures__/in-memory-stores';
import { FastPathError } from '../fast-path-error';
import { createMultiToolPathMatcher } from './create-multi-tool-path-matcher';
import { promoteMultiToolPaths } from './promote-multi-tool-paths';

describe('promoteMultiToolPaths', () => {
  it('should promote paths used kSynth times once, and create nothing on a second run', async () => {
    const store = new MemoryMultiToolPathStore();
    const matcher = createMultiToolPathMatcher({ embedder: new BagOfWordsEmbedder(), store, activeDays: new MemoryActiveDayStore() });
    const now = new Date('2026-05-19T10:00:00Z');
    for (let pass = 0; pass < 4; pass += 1) {
      await matcher.record({
        query: `download https://site${pass}.example and describe it`,
        steps: [{ tool: 'get_urls', args: { urls: [`https://site${pass}.example`] } }, { tool: 'describe_entries', args: { from_step: 1 } }],
        now,
        timeZone: 'UTC',
      });
    }
    await matcher.record({ query: 'zip ~/a and mail it', steps: [{ tool: 'zip', args: { root: '~/a' } }, { tool: 'send_email', args: {} }], now, timeZone: 'UTC' });
    const first = promoteMultiToolPaths(store, { kSynth: 4 });
    expect(first.map((proto) => [proto.pathId, proto.canonicalQuery, proto.placeholders])).toEqual([[1, 'download ${URL} and describe it', ['URL']]]);
    expect(promoteMultiToolPaths(store, { kSynth: 4 })).toEqual([]);
    expect(store.listProtoExecutors()).toHaveLength(1);
  });

  it('should reject a non-positive kSynth', () => {
    expect(() => promoteMultiToolPaths(new MemoryMultiToolPathStore(), { kSynth: 0 })).toThrow(FastPathError);
  });
});

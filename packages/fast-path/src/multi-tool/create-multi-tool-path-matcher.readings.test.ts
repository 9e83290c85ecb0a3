import type { PathStep } from '@metnos/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRequest } from '@metnos/args-extractor';
import { BagOfWordsEmbedder } from '../__fixtures__/bag-of-words-embedder';
import { MemoryActiveDayStore, MemoryMultiToolPathStore } from '../__fixtures__/in-memory-stores';
import { createMultiToolPathMatcher } from './create-multi-tool-path-matcher';

// The real readRequest, wrapped so that the test can count what it reads (every call runs the real reader).
vi.mock('@metnos/args-extractor', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@metnos/args-extractor')>();
  return { ...actual, readRequest: vi.fn(actual.readRequest) };
});

const timeZone = 'Europe/Rome';
const day = (date: string) => ({ now: new Date(`${date}T10:00:00Z`), timeZone });
const taughtRequest = 'sposta i file zip da Documenti a Scaricati';
const steps: PathStep[] = [
  { tool: 'find_files', args: { folder: '~/Documents', pattern: '*.zip' } },
  { tool: 'move_files', args: { from_step: 1, destination: '~/Downloads' } },
];
const readingsOf = (text: string): number => vi.mocked(readRequest).mock.calls.filter(([read]) => read === text).length;

describe('createMultiToolPathMatcher', () => {
  afterEach(() => vi.mocked(readRequest).mockClear());

  it('should read the taught request\'s frame once per path record and day, not on every hit', async () => {
    const matcher = createMultiToolPathMatcher({ embedder: new BagOfWordsEmbedder(), store: new MemoryMultiToolPathStore(), activeDays: new MemoryActiveDayStore(), enabled: true, threshold: 0.5 });
    for (let pass = 0; pass < 3; pass += 1) await matcher.record({ query: taughtRequest, steps, ...day('2026-05-19') });
    const asked = 'sposta i file zip da Scaricati a Documenti';
    for (let hit = 0; hit < 3; hit += 1) expect(await matcher.match(asked, day('2026-05-20'))).toMatchObject({ kind: 'hit' });
    expect(readingsOf(taughtRequest)).toBe(1);
    // Each match reads its own request once.
    expect(readingsOf(asked)).toBe(3);
    // Another day reads the taught request again (relative values depend on the clock), and still replays by role.
    expect(await matcher.match(asked, day('2026-05-21'))).toMatchObject({
      kind: 'hit',
      steps: [
        { tool: 'find_files', args: { folder: '~/Downloads', pattern: '*.zip' } },
        { tool: 'move_files', args: { from_step: 1, destination: '~/Documents' } },
      ],
    });
    expect(readingsOf(taughtRequest)).toBe(2);
  });

  it("should take the turn's frame of the request when given one instead of reading the request again", async () => {
    const matcher = createMultiToolPathMatcher({ embedder: new BagOfWordsEmbedder(), store: new MemoryMultiToolPathStore(), activeDays: new MemoryActiveDayStore(), enabled: true, threshold: 0.5 });
    for (let pass = 0; pass < 3; pass += 1) await matcher.record({ query: taughtRequest, steps, ...day('2026-05-19') });
    const asked = 'sposta i file zip da Scaricati a Documenti';
    const frame = readRequest(asked, { ...day('2026-05-20'), language: 'it' });
    vi.mocked(readRequest).mockClear();
    let shared = 0;
    const readFrame = () => {
      shared += 1;
      return frame;
    };
    expect(await matcher.match(asked, { ...day('2026-05-20'), readFrame })).toMatchObject({
      kind: 'hit',
      steps: [
        { tool: 'find_files', args: { folder: '~/Downloads', pattern: '*.zip' } },
        { tool: 'move_files', args: { from_step: 1, destination: '~/Documents' } },
      ],
    });
    expect(shared).toBe(1);
    expect(readingsOf(asked)).toBe(0);
    // A frame of another clock is not this call's: the request is read again on the call's own clock.
    expect(await matcher.match(asked, { ...day('2026-05-21'), readFrame })).toMatchObject({ kind: 'hit' });
    expect(readingsOf(asked)).toBe(1);
  });
});

import type { ToolManifest } from '@metnos/core';
import { createHashedEmbedder } from '@metnos/embedder';
import { createCanonicalMatcher, createMultiToolPathMatcher } from '@metnos/fast-path';
import { detectLanguage } from '@metnos/lexicon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTempPraxisFile, type TempPraxisFile } from './__fixtures__/open-temp-praxis-file';

// The real detector, wrapped so that the test can count what it reads (every call runs the real one).
vi.mock('@metnos/lexicon', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@metnos/lexicon')>();
  return { ...actual, detectLanguage: vi.fn(actual.detectLanguage) };
});

// An L1 row and an L2 path taught by an Italian turn whose request alone reads as English ("3/4 ok": no Italian word;
// read in English it is March 4th, in Italian April 3rd), on a real SQLite file, replayed by a fresh matcher (a
// restart): the taught request is read in the language stored with the row, never detected again.

const clock = { now: new Date('2026-11-29T10:00:00Z'), timeZone: 'Europe/Rome' };
const manifests: ToolManifest[] = [
  {
    name: 'add_reminder',
    description: 'Adds a reminder.',
    inputSchema: { type: 'object', properties: { date: { type: 'string' } }, required: ['date'] },
  },
];
const embedder = createHashedEmbedder();

let file: TempPraxisFile;
beforeEach(() => {
  file = openTempPraxisFile();
});
afterEach(() => {
  file.cleanup();
  vi.mocked(detectLanguage).mockClear();
});

describe('createCanonicalMatcher on the Praxis SQLite store', () => {
  it('should replay a row taught by an Italian turn reading its request in Italian, with no language detection', async () => {
    expect(detectLanguage('3/4 ok')).toBe('en');
    const taught = file.open();
    // The Italian turn's planner read "3/4" as April 3rd.
    await createCanonicalMatcher({ embedder, store: taught, minUses: 1 }).record({ query: '3/4 ok', tool: 'add_reminder', args: { date: '2027-04-03' }, language: 'it' });
    const matcher = createCanonicalMatcher({ embedder, store: file.open(), minUses: 1, threshold: 0 });
    vi.mocked(detectLanguage).mockClear();
    const match = await matcher.match('5/6 ok', { manifests, ...clock, language: 'it' });
    expect(match).toMatchObject({ kind: 'hit', tool: 'add_reminder', args: { date: '2027-06-05' } });
    expect(vi.mocked(detectLanguage).mock.calls).toEqual([]);
  });

  it('should detect the language of a row taught without one, once, and read it so', async () => {
    const taught = file.open();
    await createCanonicalMatcher({ embedder, store: taught, minUses: 1 }).record({ query: '3/4 ok', tool: 'add_reminder', args: { date: '2027-04-03' } });
    const matcher = createCanonicalMatcher({ embedder, store: file.open(), minUses: 1, threshold: 0 });
    vi.mocked(detectLanguage).mockClear();
    // Read as English, the taught "3/4" is March 4th: the planner's April 3rd is no value of the request, a constant.
    const match = await matcher.match('5/6 ok', { manifests, ...clock, language: 'it' });
    expect(vi.mocked(detectLanguage).mock.calls.map(([text]) => text)).toEqual(['3/4 ok']);
    expect(match.kind === 'hit' ? match.args.date : match.reason).not.toBe('2027-06-05');
  });
});

describe('createMultiToolPathMatcher on the Praxis SQLite store', () => {
  it('should replay a path taught by an Italian turn reading its request in Italian, with no language detection', async () => {
    const steps = [
      { tool: 'add_reminder', args: { date: '2027-04-03' } },
      { tool: 'add_reminder', args: { date: '2027-04-03' } },
    ];
    const taught = file.open();
    await createMultiToolPathMatcher({ embedder, store: taught, activeDays: taught, enabled: true, minUses: 1 }).record({ query: '3/4 ok', steps, ...clock, language: 'it' });
    const matcher = createMultiToolPathMatcher({ embedder, store: file.open(), activeDays: taught, enabled: true, minUses: 1, threshold: 0 });
    vi.mocked(detectLanguage).mockClear();
    const match = await matcher.match('5/6 ok', { ...clock, language: 'it' });
    expect(match).toMatchObject({ kind: 'hit', steps: [{ args: { date: '2027-06-05' } }, { args: { date: '2027-06-05' } }] });
    expect(vi.mocked(detectLanguage).mock.calls).toEqual([]);
  });
});

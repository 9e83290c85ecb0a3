import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@metnos/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPraxisStore, type SqlitePraxisStore } from './create-praxis-store';
import { countingDetector, countUnfilled, languages, readings, writeVersion7File } from './__fixtures__/version-7-file';

// `fillRowLanguages` as the store exposes it (`store.fillRowLanguages`), on real version-7 files migrated at the open.

let directory: string;
const opened: SqlitePraxisStore[] = [];
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'praxis-fill-languages-'));
});
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('fillRowLanguages', () => {
  it('should fill every row of a version-7 file in committed batches, reporting monotonic progress that ends at the total', () => {
    const filename = join(directory, 'v7-fill.sqlite');
    writeVersion7File(filename, { more: 1200 });
    const store = createPraxisStore({ filename });
    opened.push(store);
    const detector = countingDetector();
    const progress: Array<{ filled: number; total: number }> = [];
    const report = store.fillRowLanguages(detector.detect, { batchSize: 500, onProgress: (step) => progress.push({ ...step }) });
    expect(report).toEqual({ filled: 1203, total: 1203, remaining: 0 });
    // One detection per row; three batches of at most 500, each reported once it is committed.
    expect(detector.calls).toHaveLength(1203);
    expect(new Set(detector.calls).size).toBe(1203);
    expect(progress).toEqual([
      { filled: 0, total: 1203 },
      { filled: 500, total: 1203 },
      { filled: 1000, total: 1203 },
      { filled: 1203, total: 1203 },
    ]);
    expect(countUnfilled(filename)).toBe(0);
    expect(languages(store).l1).toMatchObject({ 'ok grazie': 'en', 'spostare pdf scaricati documenti': 'it', 'trovare foto': null, 'promemoria 0': 'en' });

    const again = countingDetector();
    const quiet: unknown[] = [];
    expect(store.fillRowLanguages(again.detect, { onProgress: (step) => quiet.push(step) })).toEqual({ filled: 0, total: 0, remaining: 0 });
    expect(again.calls).toEqual([]);
    expect(quiet).toEqual([]);
  });

  it('should stop after maxBatches and say how many rows are left', () => {
    const filename = join(directory, 'v7-bounded.sqlite');
    writeVersion7File(filename, { more: 1200 });
    const store = createPraxisStore({ filename });
    opened.push(store);
    const detector = countingDetector();
    expect(store.fillRowLanguages(detector.detect, { batchSize: 300, maxBatches: 2 })).toEqual({ filled: 600, total: 1203, remaining: 603 });
    expect(detector.calls).toHaveLength(600);
    expect(() => store.fillRowLanguages(detector.detect, { batchSize: 0 })).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });

  it('should keep the batches committed before a detector threw, and finish them in a second run from where it stopped', () => {
    const filename = join(directory, 'v7-interrupted.sqlite');
    writeVersion7File(filename, { more: 1200 });
    const store = createPraxisStore({ filename });
    opened.push(store);
    const failure = new Error('detector gone');
    let calls = 0;
    const progress: number[] = [];
    const failing = (request: string): Language => {
      calls += 1;
      if (calls === 700) throw failure;
      return readings.get(request) ?? 'en';
    };
    expect(() => store.fillRowLanguages(failing, { batchSize: 500, onProgress: ({ filled }) => progress.push(filled) })).toThrow(failure);
    // The first batch is in the file (read on another connection); the second, half detected, wrote nothing.
    expect(progress).toEqual([0, 500]);
    expect(countUnfilled(filename)).toBe(703);
    store.close();

    const reopened = createPraxisStore({ filename });
    opened.push(reopened);
    const detector = countingDetector();
    const resumed: Array<{ filled: number; total: number }> = [];
    expect(reopened.fillRowLanguages(detector.detect, { batchSize: 500, onProgress: (step) => resumed.push({ ...step }) })).toEqual({ filled: 703, total: 703, remaining: 0 });
    expect(detector.calls).toHaveLength(703);
    expect(resumed.at(-1)).toEqual({ filled: 703, total: 703 });
    expect(countUnfilled(filename)).toBe(0);
  });
});

import * as en from 'chrono-node/en';
import * as it_ from 'chrono-node/it';
import { afterEach, describe, expect, it, vi } from 'vitest';

const clock = { now: new Date('2026-05-19T10:00:00Z'), timeZone: 'Europe/Rome' };

/** Fresh copies of the loader and of a reader that uses chrono-node alone (their loaded state starts empty). */
async function freshModules() {
  vi.resetModules();
  const loader = await import('./load-chrono');
  const { findCalendarDates } = await import('../rules/find-calendar-dates');
  return { ...loader, findCalendarDates };
}

describe('loadChrono', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should load chrono-node with require on first use in Node, once', async () => {
    const { loadChrono, findCalendarDates } = await freshModules();
    const first = loadChrono();
    expect(first?.en.parse('3 March 2027', new Date(2026, 4, 19))[0]?.start.get('month')).toBe(3);
    expect(first?.it.parse('3 marzo 2027', new Date(2026, 4, 19))[0]?.start.get('month')).toBe(3);
    expect(loadChrono()).toBe(first);
    expect(findCalendarDates('the call is on 3 March 2027', clock, { language: 'en' }).map((value) => value.value)).toEqual(['2027-03-03']);
  });

  it('should find nothing through chrono-node where no require exists, and read again once chrono-node is provided', async () => {
    const { loadChrono, provideChrono, findCalendarDates } = await freshModules();
    vi.stubGlobal('process', { ...process, getBuiltinModule: undefined });
    expect(loadChrono()).toBeUndefined();
    expect(findCalendarDates('la chiamata è il 3 marzo 2027', clock, { language: 'it' })).toEqual([]);
    provideChrono({ en, it: it_ });
    expect(findCalendarDates('la chiamata è il 3 marzo 2027', clock, { language: 'it' }).map((value) => value.value)).toEqual(['2027-03-03']);
  });
});

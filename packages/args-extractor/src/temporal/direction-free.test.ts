import { describe, expect, it } from 'vitest';
import { developmentProbeCases, heldOutCases, temporalCases } from '../__fixtures__/temporal-cases';
import { civilAt } from './civil-time';
import { directionFree } from './direction-free';
import { parseTemporalExpressions } from './find-temporal-values';
import { resolveTemporalNode } from './resolve-temporal-node';
import type { TemporalNode } from './temporal-node';

// Around midnight, a month end, a change of year and the two changes of summer time in Rome, and in New York.
const clocks = [
  { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' },
  { now: new Date('2026-03-29T00:30:00Z'), timeZone: 'Europe/Rome' },
  { now: new Date('2026-10-25T23:59:00Z'), timeZone: 'Europe/Rome' },
  { now: new Date('2026-12-31T22:45:00Z'), timeZone: 'Europe/Rome' },
  { now: new Date('2026-01-31T04:10:00Z'), timeZone: 'America/New_York' },
];

const readings = (node: TemporalNode) =>
  clocks.map((clock) =>
    (['past', 'future', 'neutral'] as const).map((direction) => JSON.stringify(resolveTemporalNode(node, { now: civilAt(clock.now, clock.timeZone), nowInstant: clock.now, timeZone: clock.timeZone, direction }))),
  );

describe('directionFree', () => {
  it('should hold only for expressions that every direction resolves alike, over every expression of the development cases', () => {
    const kinds = new Set<string>();
    for (const { text, language } of [...temporalCases, ...developmentProbeCases, ...heldOutCases]) {
      for (const { node } of parseTemporalExpressions(text, { language }).mentions) {
        if (!directionFree(node)) continue;
        kinds.add(node.type === 'day' ? `day:${node.day.type}` : node.type);
        for (const [past, future, neutral] of readings(node)) {
          expect(future, text).toBe(past);
          expect(neutral, text).toBe(past);
        }
      }
    }
    expect([...kinds].sort()).toEqual(['day:calendar-date', 'day:relative-day', 'duration', 'moment-offset', 'now', 'rolling']);
  });

  it('should not hold for a weekday, a date without its year or a time of day, which the tense turns', () => {
    const turned: TemporalNode[] = [
      { type: 'day', day: { type: 'weekday', weekday: 1, modifier: 'none' } },
      { type: 'day', day: { type: 'calendar-date', month: 3, day: 1 } },
      { type: 'time', time: { hour: 9, minute: 0 } },
      { type: 'day', day: { type: 'relative-day', days: 0 }, time: { hour: 23, minute: 0 }, part: 'night' },
    ];
    for (const node of turned) {
      expect(directionFree(node)).toBe(false);
      const [past, future] = readings(node)[0] ?? [];
      expect(future).not.toBe(past);
    }
  });
});

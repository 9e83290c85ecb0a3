import { cueWords } from '../../../temporal-lexicon';
import { periodUnitOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * The same moment a week, month or year away: "this time last year" is a year ago today (not last year as a whole),
 * "this time next week" a week from now.
 */
export const thisTimeOffset: TemporalParser = {
  kind: 'parser',
  name: 'this-time-offset',
  locales: ['en'],
  pattern: () =>
    new RegExp(`${B}(?:${cueWords('this-time-offset/this-time')})\\s+(${cueWords('this-time-offset/last')}|${cueWords('this-time-offset/next')})\\s+(${cueWords('this-time-offset/week')})${E}`, 'gu'),
  build: (match) => {
    const unit = periodUnitOf(match[2] ?? '');
    if (unit !== 'week' && unit !== 'month' && unit !== 'year') return undefined;
    const amount = new RegExp(`^(?:${cueWords('this-time-offset/last')})$`, 'u').test(match[1] ?? '') ? -1 : 1;
    return { kind: 'node', node: { type: 'day', day: { type: 'offset-day', amount, unit }, sameTime: true }, priority: 6 };
  },
  examples: {
    accept: [
      ['where were we this time last month?', '2026-04-19T14:05'],
      ['by this time next year the house will be done', '2027-05-19T14:05'],
    ],
    reject: [['this time last year was awful', '2025-01-01..2026-01-01'], ['this time next week is fine', '2026-05-25..2026-06-01']],
  },
};

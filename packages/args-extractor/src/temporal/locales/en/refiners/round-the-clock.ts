import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * "24/7" (and "24/7/365") is round the clock, no 24 July: "24/7 customer support", "the shop is open 24/7". A date
 * cue before it keeps the date: "due on 24/7", "my flight is on 24/7".
 */
export const roundTheClock: TemporalFilter = {
  kind: 'filter',
  name: 'round-the-clock',
  locales: ['en'],
  rejects: (_atom, surroundings) => {
    if (!new RegExp(`^(?:${cueWords('round-the-clock/24-7')})$`, 'u').test(surroundings.written.trim().toLowerCase())) return false;
    if (/^\s*\/\s*\d/u.test(surroundings.writtenAfter)) return false;
    return !new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('round-the-clock/on')})\\s+$`, 'u').test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['the invoice is due on 24/7', '2026-07-24'], ['my flight is on 24/7', '2026-07-24']],
    reject: ['24/7 customer support, call us', 'we need someone on call 24/7'],
  },
};

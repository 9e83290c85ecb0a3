import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';
import { WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * A day denied and corrected: in "not today — tomorrow", "not Monday, but Tuesday" the denied day is no value; the one
 * after the dash or comma is. A denied day with no other after it ("not today, I'm busy") stays.
 */
export const negatedDayThenOther: TemporalFilter = {
  kind: 'filter',
  name: 'negated-day-then-other',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' && !(atom.kind === 'node' && atom.node?.type === 'day')) return false;
    if (!new RegExp(`(?:^|[\\s,.;:!?(])(?:${cueWords('negated-day-then-other/not')})\\s+(?:(?:${cueWords('week-from-day/on')})\\s+)?$`, 'u').test(surroundings.normalizedBefore)) return false;
    return new RegExp(`^\\s*[,;:\\u2013\\u2014-]+\\s*(?:(?:${cueWords('negated-day-then-other/but')})\\s+)?(?:${cueWords('negated-day-then-other/day')}|${WEEKDAY_FULL}|\\d)(?![\\p{L}])`, 'u').test(surroundings.after);
  },
  examples: {
    accept: [
      ['not Monday, Wednesday works for me', '2026-05-20'],
      ['no, not Friday — Saturday at noon', '2026-05-23T12:00'],
      ['not on Monday - on Wednesday', '2026-05-20'],
    ],
    reject: [['not Monday, Wednesday works for me', '2026-05-25'], ['no, not Friday — Saturday at noon', '2026-05-22'], ['not today, I am busy', '2026-05-20']],
  },
};

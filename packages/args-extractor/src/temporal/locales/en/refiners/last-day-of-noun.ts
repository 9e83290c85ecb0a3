import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let lastDay: RegExp | undefined;
let ofSomething: RegExp | undefined;

/**
 * "last day of" before what it is the last day of ("the last day of school", "last day of term is 18th december", "my
 * final day of work") names that day, not yesterday; the last day of a period ("the last day of the month", "of may")
 * is read whole by its own rule. "the last day" alone still reads as yesterday. The English twin of the Italian
 * `last-day-of-something`.
 */
export const lastDayOfNoun: TemporalFilter = {
  kind: 'filter',
  name: 'last-day-of-noun',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' || atom.day?.type !== 'relative-day') return false;
    lastDay ??= new RegExp(`^(?:${cueWords('last-day-of-noun/last-day')})$`, 'u');
    ofSomething ??= new RegExp(`^\\s*(?:${cueWords('last-day-of-noun/of')})\\s+\\p{L}`, 'u');
    return lastDay.test(surroundings.written.toLowerCase()) && ofSomething.test(surroundings.after);
  },
  examples: {
    accept: [
      ['the last day of school is june 12', '2026-06-12'],
      ['the last day of the month is payday', '2026-05-31'],
      ['last day of june we fly out', '2026-06-30'],
    ],
    reject: [
      ['the last day of school is june 12', '2026-05-18'],
      ['my last day of work, finally', '2026-05-18'],
    ],
  },
};

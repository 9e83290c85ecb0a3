import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let offAfter: RegExp | undefined;

/**
 * A length before "off" is time off work, not a day that far ahead: "pencil in a week off", "put in two days off for
 * the move" ("in" belongs to the verb); the length itself is still read as one ("a week"). "in a week" that is not
 * followed by "off" stays a day a week from now.
 */
export const lengthOffWork: TemporalFilter = {
  kind: 'filter',
  name: 'length-off-work',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    const day = atom.day ?? (atom.node?.type === 'day' ? atom.node.day : undefined);
    if (day?.type !== 'offset-day' || day.amount <= 0) return false;
    offAfter ??= new RegExp(`^\\s+(?:${cueWords('length-off-work/off')})(?![\\p{L}])`, 'u');
    return offAfter.test(surroundings.after);
  },
  examples: {
    accept: [
      ['put in two days off for the move', 'P2D'],
      ['I am back in a week, off to Paris now', '2026-05-26'],
      ['call me in a week', '2026-05-26'],
    ],
    reject: [['put in two days off for the move', '2026-05-21']],
  },
};

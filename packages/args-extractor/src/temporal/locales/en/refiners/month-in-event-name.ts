import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let nameAfter: RegExp | undefined;

/**
 * A month that begins the name of an event or a title is no month: "my march madness bracket", "a mad march hare",
 * "march of the penguins". The name must follow at once ("we move in march, madness i know" is March).
 */
export const monthInEventName: TemporalFilter = {
  kind: 'filter',
  name: 'month-in-event-name',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.node?.type !== 'period' || atom.node.unit !== 'month') return false;
    nameAfter ??= new RegExp(`^\\s+(?:${cueWords('month-in-event-name/madness')})(?![\\p{L}])`, 'u');
    return nameAfter.test(surroundings.after);
  },
  examples: {
    accept: [['we move in march, madness i know', '2027-03-01..2027-04-01']],
    reject: ['print my march madness picks', 'mad as a march hare'],
  },
};

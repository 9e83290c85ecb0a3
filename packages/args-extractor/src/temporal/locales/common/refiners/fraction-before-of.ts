import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A slash number smaller than one before "of the" is a fraction of a group, no date: "2/3 of the team agreed", "1/4
 * degli iscritti". The slash number starts its clause: a date after a cue ("on 2/3 of the ...") stays a date, unless
 * what follows is an amount and no date preposition comes before ("due 3/4 of the amount", "pay 1/3 of the total
 * deposit"; not "on 1/2 of the budget meeting").
 */
export const fractionBeforeOf: TemporalFilter = {
  kind: 'filter',
  name: 'fraction-before-of',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day') return false;
    const fraction = /^\s*(\d)\s*\/\s*(\d{1,2})\s*$/u.exec(surroundings.written);
    if (fraction === null || Number(fraction[1]) >= Number(fraction[2])) return false;
    // A share of an amount is a fraction even after a cue ("due 3/4 of the amount", "pay 1/3 of the deposit now"), not
    // after a date preposition ("on 1/2 of the budget meeting").
    const afterDatePreposition = new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('fraction-before-of/on')})\\s+$`, 'u').test(surroundings.normalizedBefore);
    if (!afterDatePreposition && new RegExp(`^\\s+(?:${cueWords('fraction-before-of/of')})\\s+(?:\\p{L}+\\s+)?(?:${cueWords('fraction-before-of/amount')})(?![\\p{L}])`, 'u').test(surroundings.after)) return true;
    return /(?:^|[.!?;:,(]\s*)$/u.test(surroundings.normalizedBefore) && new RegExp(`^\\s+(?:${cueWords('fraction-before-of/of')})(?![\\p{L}])`, 'u').test(surroundings.after);
  },
  examples: {
    accept: [['book the room on 1/4 of the new block', '2027-01-04'], ['3/4 sounds fine', '2027-04-03'], ['the deposit is due on 1/4 of the new term', '2027-01-04'], ['on 1/2 of the budget meeting', '2027-01-02']],
    reject: ['1/4 of the budget is spent', '2/5 degli iscritti non ha pagato', ['due 3/4 of the amount', '2027-03-04'], ['pay 1/3 of the total deposit now', '2027-01-03']],
  },
};

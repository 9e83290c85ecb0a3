import { cueWords } from '../../../temporal-lexicon';
import { STREET_AFTER } from '../../../engine/temporal-patterns';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const countedNoun = new RegExp(`^(?:${STREET_AFTER}|\\s+(?:${cueWords('counted-noun-after/floor')})(?![\\p{L}]))`, 'u');
/** The noun right after the atom, no word between: what a date written in words ("the fourth floor") may count. */
const nounRightAfter = new RegExp(`^\\s+(?:${cueWords('temporal-patterns/avenue')}|${cueWords('counted-noun-after/floor')})(?![\\p{L}])`, 'u');

/** An ordinal or a number before what it counts: "5th Avenue", "the 3rd floor", "20th anniversary" (a length stays one: "a 3 hour drive"). */
export const countedNounAfter: TemporalFilter = {
  kind: 'filter',
  name: 'counted-noun-after',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    // A length is no street number or ordinal: "a 2 hour drive" is two hours.
    if (atom.node?.type === 'duration') return false;
    // A whole date, year included, counts nothing: "22GIU26 POSTO 14C" is a ticket's date before its seat.
    if (atom.day?.type === 'calendar-date' && atom.day.year !== undefined) return false;
    if (atom.kind !== 'day' && atom.kind !== 'node') return false;
    // Words between the atom and a street word name the street only after a number ("5 Elm Tree Drive"); after a date
    // in words they are the sentence going on ("my taxes from last year are in the drive").
    return /\d/u.test(surroundings.written) ? countedNoun.test(surroundings.after) : nounRightAfter.test(surroundings.after);
  },
  examples: {
    accept: [
      ['it is a 3 hour drive from here', 'PT3H'],
      ['BA0560 LHR-FCO 03OCT26 SEAT 12A', '2026-10-03'],
      ['my taxes from last year are in the drive', '2025-01-01..2026-01-01'],
      ['the day after christmas we drive to my mum', '2026-12-26'],
    ],
    reject: [
      'The store on 5th Avenue is open 24/7.',
      'Apartment 4B is on the fourth floor.',
      'the shop on Christmas Drive',
    ],
  },
};

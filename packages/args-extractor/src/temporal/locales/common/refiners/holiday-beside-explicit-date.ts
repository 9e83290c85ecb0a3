import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';
import { B, DAY, E, MONTH_ANY, ORDINAL_SUFFIX } from '../../../engine/temporal-patterns';

const explicitDate = new RegExp(`${B}(?:${DAY}${ORDINAL_SUFFIX}\\s+(?:[\\p{L}]{1,3}\\s+)?(?:${MONTH_ANY})(?![\\p{L}])|(?:${MONTH_ANY})\\s+${DAY}${ORDINAL_SUFFIX}${E})`, 'u');

/** A holiday that ends or starts a range ("dal 24 dicembre a Natale", "from Christmas Eve to 2 January") is no modifier. */
const linkBefore = new RegExp(`(?:^|[\\s,(])(?:-|${cueWords('combine-temporal-atoms/al')}|${cueWords('combine-temporal-atoms/dal')})\\s*$`, 'u');
const linkAfter = new RegExp(`^\\s*(?:-|(?:${cueWords('combine-temporal-atoms/al')})(?![\\p{L}]))`, 'u');

/** The part of `text` after its last sentence end (`fromEnd`), or before its first one. */
function sameSentence(text: string, fromEnd: boolean): string {
  const parts = text.split(/[.!?;]\s/u);
  return (fromEnd ? parts[parts.length - 1] : parts[0]) ?? '';
}

/**
 * A holiday used as a modifier yields to an explicit date in its sentence: "the school Christmas fair is on Friday 4th
 * December", "la cena di Natale è venerdì 18 dicembre" name the day by its date, not the holiday's.
 */
export const holidayBesideExplicitDate: TemporalFilter = {
  kind: 'filter',
  name: 'holiday-beside-explicit-date',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' || atom.day?.type !== 'holiday') return false;
    if (linkBefore.test(surroundings.normalizedBefore) || linkAfter.test(surroundings.after)) return false;
    return explicitDate.test(sameSentence(surroundings.after, false)) || explicitDate.test(sameSentence(surroundings.normalizedBefore, true));
  },
  examples: {
    accept: [
      ['la festa di Natale quando la facciamo?', '2026-12-25'],
      ['when is the office Christmas party?', '2026-12-25'],
      ['off from Christmas to 2 January', '2026-12-25..2027-01-03'],
    ],
    reject: [
      ['la cena di Natale è venerdì 18 dicembre', '2026-12-25'],
      ['the office Halloween party is on Friday 30th October', '2026-10-31'],
    ],
  },
};

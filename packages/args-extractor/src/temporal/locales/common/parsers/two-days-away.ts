import { alternation } from '../../../temporal-lexicon';
import { groupRelativeDays } from '../../../engine/group-relative-days';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Days two away: the lexicon's relative-day words of two days before or after today. */
const twoDaysGroups = groupRelativeDays((days) => Math.abs(days) === 2);

/**
 * Two days away: "dopodomani", "the day after tomorrow", "l'altro ieri", "the day before yesterday". Its own rule, apart
 * from `relative-day`, so that "domani" inside "il giorno dopo domani" is still a day of its own for the shift.
 */
export const twoDaysAway: TemporalParser = {
  kind: 'parser',
  name: 'two-days-away',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${twoDaysGroups.map((group) => `(${alternation(group.forms)})`).join('|')})${E}`, 'gu'),
  build: (match) => {
    const group = twoDaysGroups.find((_, index) => match[index + 1] !== undefined);
    return group === undefined ? undefined : { kind: 'day', day: { type: 'relative-day', days: group.days }, priority: 3 };
  },
  examples: {
    accept: [
      ['dopodomani', '2026-05-21'],
      ['posdomani parto', '2026-05-21'],
      ['l\'altro ieri', '2026-05-17'],
      ['anteayer', '2026-05-17'],
    ],
    reject: [],
  },
};

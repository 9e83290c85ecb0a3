import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';
import { MONTH_FULL, holidayIds } from '../../../engine/temporal-patterns';

const thisYear = new RegExp(`^(?:${cueWords('this-year-before-date/quest-anno')})$`, 'u');
let dateAfter: RegExp | undefined;

/**
 * "quest'anno" right before a month, a holiday or its bridge says which year that day is in ("quest'anno il ponte di
 * Ognissanti non c'è", "quest'anno ad agosto chiudiamo"; with a bare "a" the two join, "quest'anno a Natale"): the day is the date of the request, not the year so far.
 * A day and month without a bridge ("quest'anno il 25 aprile") join the year as before. Before anything else ("quest'anno ho
 * speso troppo") it is the year.
 */
export const thisYearBeforeDate: TemporalFilter = {
  kind: 'filter',
  name: 'this-year-before-date',
  locales: ['it'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'node' || atom.node?.type !== 'period' || atom.node.unit !== 'year' || !thisYear.test(surroundings.written.toLowerCase())) return false;
    dateAfter ??= new RegExp(
      `^\\s*,?\\s*(?:${cueWords('this-year-before-date/il')})\\s*(?:(?:${cueWords('this-year-before-date/ponte-di')})\\s*(?:\\d{1,2}\\s+)?)?(?:${MONTH_FULL}|${alternation(holidayIds.keys())})(?![\\p{L}])`,
      'u',
    );
    return dateAfter.test(surroundings.after);
  },
  examples: {
    accept: [["quest'anno ho speso troppo", '2026-01-01T00:00..2026-05-19T14:05'], ["quest'anno, per ora, niente ferie", '2026-01-01..2027-01-01'], ["quest'anno a Natale vado a Roma", '2026-12-25', "quest'anno a Natale"],
      // A day and month after it is the day of this year, read with the year, even when it is past.
      ["quest'anno il 25 aprile cade di sabato", '2026-04-25'],
    ],
    reject: [
      ["quest'anno il ponte del 2 giugno cade di martedì", '2026-01-01T00:00..2026-05-19T14:05'],
      ["quest'anno ad agosto chiudiamo per ferie", '2026-01-01T00:00..2026-05-19T14:05'],
    ],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';
import { MONTH_FULL, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

let isDate: RegExp | undefined;

/**
 * "now" before a copula and a date says what the day now is ("il rogito adesso è il 2 novembre", "now it's the 3rd of
 * june", "the party now is on friday"): the date is the value, not the present moment. A "now" before anything else
 * ("adesso è tardi", "now is fine") stays the present moment.
 */
export const nowBeforeItsDate: TemporalFilter = {
  kind: 'filter',
  name: 'now-before-its-date',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.node?.type !== 'now') return false;
    isDate ??= new RegExp(
      `^\\s*,?\\s*(?:${cueWords('now-before-its-date/e')})\\s+(?:(?:${cueWords('now-before-its-date/il')})\\s*)?(?:\\d|(?:${MONTH_FULL}|${WEEKDAY_FULL})(?![\\p{L}]))`,
      'u',
    );
    return isDate.test(surroundings.after);
  },
  examples: {
    accept: [
      ['il notaio ha spostato tutto e adesso è il 3 dicembre', '2026-12-03'],
      ['the launch moved, now it is on the 4th of june', '2026-06-04'],
      ['adesso è tardi, fallo domani', '2026-05-20'],
      ['now is fine for the call', '2026-05-19T14:05'],
    ],
    reject: [
      ['il notaio ha spostato tutto e adesso è il 3 dicembre', '2026-05-19T14:05'],
      ['the launch moved, now it is on the 4th of june', '2026-05-19T14:05'],
    ],
  },
};

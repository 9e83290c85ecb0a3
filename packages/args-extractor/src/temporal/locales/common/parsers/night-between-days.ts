import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * The night that joins two days: "la notte tra sabato e domenica", "the night between Friday and Saturday", "la noche
 * del sábado al domingo": the night of the first day (22:00 to 06:00), which the second must follow.
 */
export const nightBetweenDays: TemporalParser = {
  kind: 'parser',
  name: 'night-between-days',
  locales: ['it', 'en', 'es'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('night-between-days/la-notte')})\\s+(?:${cueWords('night-between-days/tra')})\\s+(?:${cueWords('night-between-days/il')})?(${WEEKDAY_FULL})\\s+(?:${cueWords('night-between-days/e')})\\s+(?:${cueWords('night-between-days/il')})?(${WEEKDAY_FULL})${E}`,
      'gu',
    ),
  build: (match) => {
    const first = weekdayNames[match[1] ?? ''];
    const second = weekdayNames[match[2] ?? ''];
    if (first === undefined || second === undefined || (first + 1) % 7 !== second) return undefined;
    return { kind: 'node', node: { type: 'day', day: { type: 'weekday', weekday: first, modifier: 'none' }, part: 'night' }, priority: 6 };
  },
  examples: {
    accept: [
      ['la notte tra venerdì e sabato ho dormito malissimo', '2026-05-15T22:00..2026-05-16T06:00'],
      ['chiudiamo il cantiere nella notte fra giovedì e venerdì', '2026-05-21T22:00..2026-05-22T06:00'],
      ['the storm damaged the roof in the night between Sunday and Monday', '2026-05-17T22:00..2026-05-18T06:00'],
      ['la noche del viernes al sábado cerramos tarde', '2026-05-22T22:00..2026-05-23T06:00'],
    ],
    reject: [
      ['la notte tra lunedì e giovedì', '2026-05-25T22:00..2026-05-26T06:00'],
      ['la notte dopo sabato e domenica', '2026-05-23T22:00..2026-05-24T06:00'],
    ],
  },
};

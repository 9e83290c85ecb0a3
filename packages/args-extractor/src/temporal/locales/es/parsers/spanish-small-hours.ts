import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

/** "de la madrugada" are the small hours, before dawn: "a la una de la madrugada" is 01:00, not 13:00. */
export const spanishSmallHours: TemporalParser = {
  kind: 'parser',
  name: 'spanish-small-hours',
  locales: ['es'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('spanish-small-hours/a-las')})\\s+)?(\\d{1,2}|${cueWords('spanish-clock-phrase/una')})(?:[:.](\\d\\d))?\\s+(?:${cueWords('spanish-small-hours/madrugada')})(?![\\p{L}])`, 'gu'),
  build: (match) => {
    const hour = /^\d+$/u.test(match[2] ?? '') ? Number(match[2]) : 1;
    const minute = Number(match[3] ?? 0);
    if (hour > 7 || minute > 59) return undefined;
    return timeAtom({ hour, minute }, undefined, match[1], 4);
  },
  examples: {
    accept: [
      ['volví a la una de la madrugada', '01:00'],
      ['me desperté a las cuatro de la madrugada', '04:00'],
    ],
    reject: [['volví a la una de la madrugada', '13:00']],
  },
};

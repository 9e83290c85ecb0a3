import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

/**
 * Spanish writes the 24-hour clock with "horas": "a las 21 horas", "desde las 9:30 h", and with its minutes "19.30 h"
 * without a preposition — a time, not a length ("dura 21 horas" is one).
 */
export const spanishClockHours: TemporalParser = {
  kind: 'parser',
  name: 'spanish-clock-hours',
  locales: ['es'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('spanish-small-hours/a-las')})\\s+)?(\\d{1,2})(?:[:.](\\d\\d))?\\s*(?:${cueWords('spanish-clock-hours/horas')})(?![\\p{L}])`, 'gu'),
  build: (match) => {
    const hour = Number(match[2]);
    const minute = Number(match[3] ?? 0);
    // "abierto las 24 horas" is round the clock, not midnight.
    if (hour > 23 || minute > 59) return undefined;
    if (match[1] === undefined && match[3] === undefined) return undefined;
    return timeAtom({ hour, minute }, undefined, match[1], 4);
  },
  examples: {
    accept: [
      ['el concierto empieza a las 21 horas', '21:00', 'a las 21 horas'],
      ['la cena es a las 21:30 horas', '21:30'],
      ['el tren sale hoy, 19.30 h', '2026-05-19T19:30'],
    ],
    reject: [['el concierto empieza a las 21 horas', 'PT21H'], ['el viaje dura 21 horas', '21:00'], ['la farmacia abre las 24 horas', '00:00']],
  },
};

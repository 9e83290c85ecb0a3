import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY } from '../../../engine/temporal-patterns';

/**
 * A Spanish day of the month without its month: "el día 25", "nos vemos el 28", "el 20 a las 9", "el 5 de este mes".
 * A bare "el 20" is a day only at the end of a clause or before a time, "y el" or "de este mes": "el 20% de los votos",
 * "el 3 de la lista" are not days, nor is a number with an ordinal marker ("el 2.º piso", "el 1.º de la clase").
 */
export const spanishDayOfMonth: TemporalParser = {
  kind: 'parser',
  name: 'spanish-day-of-month',
  locales: ['es'],
  pattern: () => new RegExp(
    `${B}(?:${cueWords('spanish-day-of-month/el')})\\s+(?:(${cueWords('spanish-day-of-month/dia')})\\s+)?(${DAY})(?!\\.?[ºª°])(?:\\s+(${cueWords('spanish-day-of-month/del-mes')}))?(?=\\s*(?:$|[,.;:!?)"¿¡]|(${cueWords('spanish-day-of-month/then')})(?![\\p{L}])|(\\p{L})))`,
    'gu',
  ),
  build: (match) => {
    const named = match[1] !== undefined;
    const ofMonth = match[3] ?? '';
    // A bare "el 20" followed by a word other than a time or "y el" is something else ("el 3 de la lista").
    if (!named && ofMonth === '' && match[5] !== undefined) return undefined;
    const monthShift = ofMonth === '' ? undefined : new RegExp(`(?:${cueWords('spanish-month-edge/que-viene')})$`, 'u').test(ofMonth) ? 1 : new RegExp(`(?:${cueWords('spanish-month-edge/pasado')})$`, 'u').test(ofMonth) ? -1 : 0;
    return { kind: 'day', day: { type: 'day-of-month', day: Number(match[2]), ...(monthShift === undefined ? {} : { monthShift }) }, priority: 2 };
  },
  examples: {
    accept: [
      ['el alquiler se paga el día 25', '2026-05-25'],
      ['nos vemos el 28', '2026-05-28'],
      ['recuérdame pagar la tarjeta el día 31.', '2026-05-31'],
      ['el 5 del mes que viene', '2026-06-05'],
    ],
    reject: ['el 20% de los votos', 'el 3 de la lista es mío', 'vivo en el 2.º piso', 'quedó el 1.º.'],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** Holy Week, from Palm Sunday to Easter Sunday: "en Semana Santa nos vamos a Sevilla", "la Semana Santa de 2027". */
export const spanishHolyWeek: TemporalParser = {
  kind: 'parser',
  name: 'spanish-holy-week',
  locales: ['es'],
  pattern: () => new RegExp(`${B}(?:${cueWords('spanish-holy-week/semana-santa')})(?:\\s+(?:(?:${cueWords('spanish-holy-week/de')})\\s+)?(${YEAR}))?${E}`, 'gu'),
  build: (match) => {
    const year = yearOf(match[1]);
    const day = (holiday: string) => ({ type: 'day' as const, day: { type: 'holiday' as const, holiday, ...(year === undefined ? {} : { year }) } });
    return { kind: 'node', node: { type: 'range', from: day('palm-sunday'), to: day('easter') }, priority: 6 };
  },
  examples: {
    accept: [
      ['en Semana Santa nos vamos a Sevilla', '2027-03-21..2027-03-29'],
      ['en Semana Santa estuvimos en la playa', '2026-03-29..2026-04-06'],
      ['la Semana Santa de 2025', '2025-04-13..2025-04-21'],
    ],
    reject: [['en Semana Santa nos vamos a Sevilla', '2027-03-28']],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * The Spanish clock: "a las 9 y media", "a las 10 y cuarto", "a las 11 menos cuarto", "a las 6 y 20", "a la una y media",
 * with "de la mañana" / "de la tarde" / "de la noche" after it.
 */
export const spanishClockPhrase: TemporalParser = {
  kind: 'parser',
  name: 'spanish-clock-phrase',
  locales: ['es'],
  pattern: () => new RegExp(
    `${B}(${cueWords('spanish-clock-phrase/a-las')})\\s+(\\d{1,2}|${cueWords('spanish-clock-phrase/una')})` +
      `\\s+(?:(${cueWords('spanish-clock-phrase/y')})\\s+(${cueWords('spanish-clock-phrase/media')}|${cueWords('spanish-clock-phrase/cuarto')}|\\d{1,2})|(${cueWords('spanish-clock-phrase/menos')})\\s+(${cueWords('spanish-clock-phrase/cuarto')}|\\d{1,2}))` +
      `(?:\\s+(${cueWords('spanish-clock-phrase/en-punto')}))?(?:\\s+(${cueWords('spanish-clock-phrase/de-la-manana')})|\\s+(${cueWords('spanish-clock-phrase/de-la-tarde')}))?${E}`,
    'gu',
  ),
  build: (match) => {
    const written = match[2] ?? '';
    let hour = /^\d+$/u.test(written) ? Number(written) : 1;
    const amount = (word: string): number => (new RegExp(`^(?:${cueWords('spanish-clock-phrase/media')})$`, 'u').test(word) ? 30 : new RegExp(`^(?:${cueWords('spanish-clock-phrase/cuarto')})$`, 'u').test(word) ? 15 : Number(word));
    let minute = 0;
    if (match[3] !== undefined) minute = amount(match[4] ?? '');
    else if (match[5] !== undefined) {
      minute = 60 - amount(match[6] ?? '');
      hour = hour === 1 ? 12 : hour - 1;
    }
    if (hour > 23 || minute > 59 || minute < 0) return undefined;
    if (match[9] !== undefined && hour < 12) hour += 12;
    // Without "de la mañana" a bare hour from 1 to 7 is an afternoon one, as the Italian and English readings have it.
    return timeAtom({ hour, minute }, undefined, match[1], 3);
  },
  examples: {
    accept: [
      ['a las 9 y media', '09:30', 'a las 9 y media'],
      ['quedamos a las 10 y cuarto', '10:15'],
      ['a las 11 menos cuarto', '10:45'],
      ['a las 8 y media de la tarde', '20:30'],
    ],
    reject: [['a las 9 y media', '09:00']],
  },
};

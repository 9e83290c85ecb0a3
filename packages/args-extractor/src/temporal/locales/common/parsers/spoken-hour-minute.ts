import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MERIDIEM, UNITS } from '../../../engine/temporal-patterns';

/** Spoken hours and minutes: "at six thirty" (normalised "at 6 30"), "alle 7 45". */
export const spokenHourMinute: TemporalParser = {
  kind: 'parser',
  name: 'spoken-hour-minute',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${cueWords('spoken-hour-minute/at')})\\s+(\\d{1,2})\\s+([0-5]\\d)(?![\\p{L}\\d]|\\s*(?:%|${UNITS}|${cueWords('spoken-hour-minute/euro')})(?![\\p{L}]))(?:\\s*(${MERIDIEM}))?`, 'gu'),
  build: (match) => {
    const hour = Number(match[2]);
    const minute = Number(match[3]);
    if (hour > 23 || minute < 10) return undefined;
    return timeAtom({ hour, minute }, match[4], match[1], 5);
  },
  examples: {
    accept: [
      ['at six thirty', '06:30'],
      ['at 6 30', '06:30'],
    ],
    reject: [],
  },
};

import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MERIDIEM, TIME_CUE } from '../../../engine/temporal-patterns';

/** Hour and minutes as two numbers before am/pm, as ATIS transcribes speech: "seven fifteen am" (normalised "7 15 am"). */
export const spokenHourMinuteMeridiem: TemporalParser = {
  kind: 'parser',
  name: 'spoken-hour-minute-meridiem',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(${TIME_CUE})\\s+)?(\\d{1,2})\\s+([0-5]\\d)\\s*(${MERIDIEM})(?![\\p{L}\\d])`, 'gu'),
  build: (match) => {
    const hour = Number(match[2]);
    return hour < 1 || hour > 12 ? undefined : timeAtom({ hour, minute: Number(match[3]) }, match[4], match[1], 5);
  },
  examples: {
    accept: [
      ['seven fifteen am', '07:15'],
      ['7 15 am', '07:15'],
    ],
    reject: [],
  },
};

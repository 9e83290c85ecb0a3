import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MERIDIEM, TIME_CUE } from '../../../engine/temporal-patterns';

/** h am/pm: "3pm", "at 9 a.m.", "7 am". */
export const meridiemHour: TemporalParser = {
  kind: 'parser',
  name: 'meridiem-hour',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(${TIME_CUE})\\s+)?(\\d{1,2})\\s*(${MERIDIEM})(?![\\p{L}\\d])`, 'gu'),
  build: (match) => {
    const hour = Number(match[2]);
    if (hour < 1 || hour > 12) return undefined;
    return timeAtom({ hour, minute: 0 }, match[3], match[1], 5);
  },
  examples: {
    accept: [
      ['at 6 pm I go to the gym, remind me', '18:00'],
      ['remind me at 8 am tomorrow to take the medicine', '2026-05-20T08:00'],
      ['la cita es a las 5 p. m.', '17:00'],
    ],
    reject: [],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MERIDIEM } from '../../../engine/temporal-patterns';

/** "7 o'clock", "10 in punto". */
export const oclockHour: TemporalParser = {
  kind: 'parser',
  name: 'oclock-hour',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(\\d{1,2})(?:${cueWords('oclock-hour/ish')})?\\s*(?:${cueWords('oclock-hour/o-clock')})?(?:\\s*(${MERIDIEM}|${cueWords('oclock-hour/in-the-am')}))?${E}(?<=${cueWords('oclock-hour/o-clock-2')}|(?:(?:${cueWords('oclock-hour/ish')})\\s*(?:${MERIDIEM})))`, 'gu'),
  build: (match) => {
    const hour = Number(match[1]);
    const meridiem = match[2] === undefined ? undefined : new RegExp(`(?:${cueWords('oclock-hour/am')})`, 'u').test(match[2]) ? 'am' : 'pm';
    return hour > 24 ? undefined : timeAtom({ hour, minute: 0 }, meridiem, undefined, 4);
  },
  examples: {
    accept: [
      ['7 o\'clock', '07:00'],
      ['10 in punto', '10:00'],
    ],
    reject: [],
  },
};

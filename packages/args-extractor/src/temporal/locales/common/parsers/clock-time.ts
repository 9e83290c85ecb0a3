import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MERIDIEM, TIME_CUE } from '../../../engine/temporal-patterns';

/**
 * hh:mm (any cue), hh.mm (with a cue or am/pm), 18h30, "ore 17,30" (after an Italian clock cue). A number before "%",
 * or the first end of a range of percentages ("rates held at 5.25-5.50%"), is a rate, no time.
 */
export const clockTime: TemporalParser = {
  kind: 'parser',
  name: 'clock-time',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${TIME_CUE})\\s+)?(\\d{1,2})(:|\\.|${cueWords('clock-time/h')}|,)(\\d\\d)(?::(\\d\\d))?(?![\\d.,:]\\d|\\s*%|\\s*[-–]\\s*\\d{1,2}[.,]\\d\\d\\s*%)(?:\\s*(${MERIDIEM}))?(?![\\p{L}\\d])`, 'gu'),
  build: (match) => {
    const cue = match[1];
    const separator = match[3];
    const meridiem = match[6];
    if ((separator === '.' || separator === 'h') && cue === undefined && meridiem === undefined) return undefined;
    if (separator === ',' && !new RegExp(`^(?:${cueWords('clock-time/alle-ore')})$`, 'u').test(cue ?? '')) return undefined;
    const hour = Number(match[2]);
    const minute = Number(match[4]);
    if (hour > 24 || minute > 59) return undefined;
    const fixed = meridiem === undefined && (hour === 0 || hour > 12 || (match[2] ?? '').startsWith('0'));
    return timeAtom({ hour: hour === 24 ? 0 : hour, minute, ...(match[5] === undefined ? {} : { second: Number(match[5]) }), ...(fixed ? { fixed } : {}) }, meridiem, cue, 6);
  },
  examples: {
    accept: [
      ['a las 9:30', '09:30'],
      ['ore 17,30', '17:30'],
      ['fra due giorni alle 18:30 appuntamento con Luca', '2026-05-21T18:30'],
    ],
    reject: ['rates held at 5.25-5.50%'],
  },
};

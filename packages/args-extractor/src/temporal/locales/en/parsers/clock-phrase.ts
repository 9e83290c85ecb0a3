import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MERIDIEM } from '../../../engine/temporal-patterns';

/** English clock phrases: "half past nine", "quarter to five", "ten past six", "20 minutes to 8". */
export const clockPhrase: TemporalParser = {
  kind: 'parser',
  name: 'clock-phrase',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('clock-phrase/at')})?(?:${cueWords('clock-phrase/a')})?(${cueWords('clock-phrase/half')}|\\d{1,2})(?:${cueWords('clock-phrase/minute')})?\\s+(${cueWords('clock-phrase/past')})\\s+(\\d{1,2}|${cueWords('clock-phrase/noon')})(?![\\d])\\s*(${MERIDIEM})?(?![\\p{L}])`, 'gu'),
  build: (match) => {
    const hour = match[3] === 'noon' ? 12 : match[3] === 'midnight' ? 24 : Number(match[3]);
    const namedHour = match[3] === 'noon' || match[3] === 'midnight';
    if (!namedHour && (hour < 1 || hour > 12 && match[4] === undefined && hour > 23)) return undefined;
    const amount = match[1] === 'half' ? 30 : match[1] === 'quarter' ? 15 : Number(match[1]);
    if (amount >= 60) return undefined;
    const before = match[2] === 'to' || match[2] === 'before' || match[2] === 'till';
    if (before && match[1] !== 'quarter' && !new RegExp(`(?:${cueWords('clock-phrase/minute-2')})`, 'u').test(match[0]) && match[1] !== 'half' && !namedHour) return undefined;
    const time = before ? { hour: (hour + 23) % 24, minute: 60 - amount } : { hour: hour % 24, minute: amount };
    return timeAtom(time, match[4], undefined, 5);
  },
  examples: {
    accept: [
      ['half past nine', '09:30'],
      ['quarter to five', '16:45'],
      ['the party ends at half past midnight.', '00:30'],
      ['the train leaves at quarter to midnight.', '23:45'],
    ],
    reject: [],
  },
};

import { cueWords, partOfDayHintWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import { meridiemOfPart } from '../../../engine/meridiem-of-part';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, HINT_GAP, MERIDIEM, UNITS, PART_OF_DAY_HINT } from '../../../engine/temporal-patterns';

/**
 * A clock said in words ("quarter past three", "half past seven", "quarter to eight", "twenty past four", "ten minutes
 * to six") in the same clause as a word that fixes the part of the day (the lexicon's `partOfDayHints`, as `meal-hour`
 * reads for digits): "school pickup is at quarter past three" is 15:15, "dinner at quarter to eight" 19:45. Without
 * such a word the phrase keeps the 24-hour convention (`clock-phrase`: "meet at quarter to three" 02:45).
 */
export const spokenClockInContext: TemporalParser = {
  kind: 'parser',
  name: 'spoken-clock-in-context',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `${B}(?:(?<=${B}(${PART_OF_DAY_HINT})${HINT_GAP}\\s+)|(?=[^\\d.,;:!?]{0,40}?\\d{1,2}${HINT_GAP}\\s+(${PART_OF_DAY_HINT})${E}))(?:${cueWords('clock-phrase/at')})?(?:${cueWords('clock-phrase/a')})?(${cueWords('clock-phrase/half')}|\\d{1,2})(${cueWords('clock-phrase/minute')})?\\s+(${cueWords('clock-phrase/past')})\\s+(\\d{1,2})(?![\\p{L}\\d]|[:.,/]\\d|\\s*(?:%|${MERIDIEM}|${UNITS})(?![\\p{L}]))`,
      'gu',
    ),
  build: (match) => {
    const part = partOfDayHintWords[match[1] ?? match[2] ?? ''];
    const named = Number(match[6]);
    if (part === undefined || named < 1 || named > 12) return undefined;
    const amount = match[3] === 'half' ? 30 : match[3] === 'quarter' ? 15 : Number(match[3]);
    if (amount < 1 || amount >= 60) return undefined;
    const before = match[5] === 'to' || match[5] === 'before' || match[5] === 'till';
    // "half to" is no English clock; "ten to six" needs "minutes" (else a range: "20 to 8").
    if (before && (match[3] === 'half' || (match[3] !== 'quarter' && match[4] === undefined))) return undefined;
    const time = before ? { hour: named - 1, minute: 60 - amount } : { hour: named, minute: amount };
    const meridiem = meridiemOfPart(part, time.hour);
    if (meridiem === undefined) return undefined;
    return timeAtom(time, meridiem, undefined, 7);
  },
  examples: {
    accept: [
      ['the school run is at twenty past three', '15:20'],
      ['supper at half past seven', '19:30'],
      ['we meet at quarter past six for drinks', '18:15'],
      ['dinner at ten minutes to eight', '19:50'],
      ['breakfast meeting at quarter past eight', '08:15'],
    ],
    reject: [
      ['meet at quarter to three', '14:45'],
      ['dinner is booked. Call me at quarter past four', '16:15'],
      ['the school run at quarter past eight', '20:15'],
    ],
  },
};

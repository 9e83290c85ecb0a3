import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { PartOfDay, TimeOfDay } from '../../../temporal-node';
import { meridiemOfPart } from '../../../engine/meridiem-of-part';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, HINT_GAP, MERIDIEM, MONTH_ANY, UNITS } from '../../../engine/temporal-patterns';

const english = dateWordsOfEveryLocale.find((words) => words.language === 'en');
/** The parts of the day after noon, whose bare hours of 1-11 are on the 12-hour clock's second half. */
const afterNoon = (part: PartOfDay): boolean => part === 'night' || part.endsWith('afternoon') || part.endsWith('evening');
/** English words naming a part of the day after noon, alone ("evening") or with their day ("tonight") → the part. */
const partAfterNoon = new Map<string, PartOfDay>([
  ...Object.entries(english?.partsOfDay ?? {}).filter(([, part]) => afterNoon(part)),
  ...(english?.relativeDays ?? []).flatMap((entry) => (entry.part !== undefined && afterNoon(entry.part) ? entry.forms.map((form) => [form, entry.part] as [string, PartOfDay]) : [])),
]);

/**
 * A range of bare hours ("from 7 to 11", "from 10 to 2") in the same clause after (or before) a word naming a part of
 * the day after noon ("the evening ran from 7 to 11" 19:00-23:00, "tonight from 10 to 2" 22:00 to 02:00 the next day,
 * "the night shift runs from 10 to 6" 22:00-06:00): the start of 1-11 goes after noon (in the evening from 5 on, at
 * night from 6 on), and an end that would then come before the start is past midnight. The part word itself stays its
 * own reading; a range before a plural noun counts it ("from 3 to 5 goals"); a morning word, a meal or a venue (`time-range-in-context`) and a range with am/pm written are not this
 * rule's.
 */
export const timeRangeAfterPartWord: TemporalParser = {
  kind: 'parser',
  name: 'time-range-after-part-word',
  locales: ['en'],
  pattern: () => {
    const part = `(${alternation(partAfterNoon.keys())})`;
    // Numbers before a plural noun count it, as for `time-range`: "in the afternoon we scored from 3 to 5 goals".
    const countedAfter = `(?!\\s+(?!(?:${cueWords('time-range/time-plurals')})${E})\\p{L}{2,}(?:${cueWords('time-range/plural')})${E})`;
    const range = `(${cueWords('time-range/between')})\\s+(\\d{1,2})(?:[:.]([0-5]\\d))?\\s*(?:${cueWords('time-range/and')}|-)\\s*(\\d{1,2})(?:[:.]([0-5]\\d))?(?![\\p{L}\\d]|[.:]\\d|\\s*(?:${MERIDIEM})(?![\\p{L}]))(?!\\s*(?:${UNITS}|${MONTH_ANY}|%|${cueWords('time-range/euro')}|${cueWords('time-range/people')})${E})${countedAfter}`;
    return new RegExp(`(?<=${B}${part}${HINT_GAP}\\s+)${range}|${B}${range}(?=${HINT_GAP}\\s+${part}${E})`, 'gu');
  },
  build: (match) => {
    // The part word before the range (groups 1-6: part, lead, hours and minutes) or after it (7-11, then the part).
    const [written, lead, fromHour, fromMinute, toHour, toMinute] = match[1] === undefined ? [match[12], match[7], match[8], match[9], match[10], match[11]] : match.slice(1, 7);
    const part = partAfterNoon.get(written ?? '');
    const from: TimeOfDay = { hour: Number(fromHour), minute: Number(fromMinute ?? 0) };
    const to: TimeOfDay = { hour: Number(toHour), minute: Number(toMinute ?? 0) };
    if (part === undefined || from.hour > 23 || to.hour > 23 || from.hour === 0 || from.hour >= 12) return undefined;
    // At night a start of 6-11 is the evening's, one of 1-5 the small hours'; an evening starts from 5, an afternoon
    // before 7 ("tonight the score went from 3 to 1" is no clock).
    if (part === 'night' ? from.hour < 6 : meridiemOfPart(part, from.hour) !== 'pm' || (part.endsWith('evening') && from.hour < 5)) return undefined;
    from.meridiem = 'pm';
    const start = from.hour + 12;
    if (to.hour >= 13) return to.hour > start ? range(from, to, lead) : undefined;
    // The end goes after noon when it then follows the start, past midnight otherwise (12: midnight).
    to.meridiem = to.hour === 12 ? 'am' : to.hour + 12 > start ? 'pm' : 'am';
    if (to.meridiem === 'am' && !(part === 'night' || part.endsWith('evening'))) return undefined;
    return range(from, to, lead);
  },
  examples: {
    accept: [
      ['the evening ran from 7 to 11', '2026-05-18T19:00..2026-05-18T23:00'],
      ['the party goes from 10 to 2 tonight', '2026-05-19T22:00..2026-05-20T02:00'],
      ['tonight from 10 to 2', '2026-05-19T22:00..2026-05-20T02:00'],
      ['the night shift runs from 10 to 6', '2026-05-19T22:00..2026-05-20T06:00'],
      ['the afternoon session is from 2 to 4', '2026-05-20T14:00..2026-05-20T16:00'],
    ],
    reject: [
      ['the morning shift is from 6 to 2', '2026-05-19T18:00..2026-05-20T02:00'],
      ['the evening before, from 7 to 11 I was at work', '2026-05-19T19:00..2026-05-19T23:00'],
      ['this evening from 8 to 10 guests are coming', '2026-05-19T20:00..2026-05-19T22:00'],
      ['open from 9 to 5 every afternoon', '2026-05-19T21:00..2026-05-20T05:00'],
      ['tonight the score went from 3 to 1', '2026-05-19T15:00..2026-05-20T01:00'],
      ['in the afternoon we scored from 3 to 5 goals', '2026-05-18T15:00..2026-05-18T17:00'],
    ],
  },
};

function range(from: TimeOfDay, to: TimeOfDay, lead: string | undefined): ReturnType<TemporalParser['build']> {
  return { kind: 'node', node: { type: 'range', from: { type: 'time', time: from }, to: { type: 'time', time: to } }, ...(lead === undefined ? {} : { lead }), priority: 7 };
}

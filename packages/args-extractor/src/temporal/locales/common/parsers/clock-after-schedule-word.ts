import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * A clock written as "10.40" or "0930" right after a word of a timetable or of moving a meeting ("Chiusura imbarco
 * 10.40", "boarding 0915", "standup moved to 0930"): there, a dotted number or four digits name a time, not a price,
 * a decimal or a year (four digits that could be a year, before a noun, are one). Not before a unit or a currency ("partenza 10.40 euro").
 */
export const clockAfterScheduleWord: TemporalParser = {
  kind: 'parser',
  name: 'clock-after-schedule-word',
  locales: ['it', 'en'],
  pattern: () => new RegExp(
    `${B}(?:${cueWords('clock-after-schedule-word/boarding')})[\\s:]+(?:([01]?\\d|2[0-3])\\.([0-5]\\d)|([01]\\d|2[0-3])([0-5]\\d))${E}(?![.,]\\d)(?!\\s*(?:%|€|\\$|£|${cueWords('four-digit-clock/euro')})(?![\\p{L}]))`,
    'gu',
  ),
  build: (match) => {
    // Four digits that could be a year before a noun are the year: "moved to 2030 budget".
    if (match[3] !== undefined && /^(?:19|20)/u.test(match[3]) && /^\s+\p{L}/u.test(match.input.slice(match.index + match[0].length))) return undefined;
    return timeAtom({ hour: Number(match[1] ?? match[3]), minute: Number(match[2] ?? match[4]), fixed: true }, undefined, undefined, 5);
  },
  examples: {
    accept: [
      ['Imbarco 7.15, gate B12', '07:15'],
      ['boarding 2245', '22:45'],
      ['the call got moved to 1400', '14:00'],
      ['Partenza: 18.05', '18:05'],
    ],
    reject: ['partenza 10.40 euro di supplemento', 'moved to 2580 Elm Street', ['moved to 2030 budget', '20:30']],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MERIDIEM, PARTS } from '../../../engine/temporal-patterns';

/**
 * Minutes to an hour without the word "minutes": "at ten to six", "twenty to nine", "at 25 to 4 pm", "five of seven"
 * (US). Read only where it cannot be a range of numbers: after a clock cue ("at", "around", "by"), or written in
 * words and followed by a day or a part of the day ("twenty to nine tomorrow"). Hours on the 24-hour clock like every bare hour.
 */
export const minutesToHour: TemporalParser = {
  kind: 'parser',
  name: 'minutes-to-hour',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('minutes-to-hour/at')})\\s+)?(5|10|20|25)\\s+(?:${cueWords('minutes-to-hour/to')})\\s+(1[0-2]|0?[1-9])${E}(?![.:,]\\d)(?:\\s*(${MERIDIEM}))?`, 'gu'),
  build: (match, context) => {
    const hour = Number(match[3]);
    const amount = Number(match[2]);
    const index = match.index;
    const before = match.input.slice(0, index);
    if (new RegExp(`(?:${cueWords('minutes-to-hour/from')})\\s+$`, 'u').test(before)) return undefined;
    if (match[1] === undefined) {
      // "ten to six tomorrow" is a time; "10 to 6" or "the vote went ten to six" may be a range or a score.
      const numbers = context.original(index, index + match[0].length);
      if (/\d/u.test(numbers)) return undefined;
      const after = match.input.slice(index + match[0].length);
      if (!new RegExp(`^\\s*(?:${cueWords('minutes-to-hour/then')}|${PARTS})${E}`, 'u').test(after)) return undefined;
    }
    return timeAtom({ hour: (hour + 23) % 24, minute: 60 - amount }, match[4], match[1], 5);
  },
  examples: {
    accept: [
      ['wake me at ten to six', '05:50', 'at ten to six'],
      ['the train leaves at 20 to 9 pm', '20:40'],
      ['meet me twenty to nine tomorrow', '2026-05-20T08:40'],
      ['the bus is at five of seven', '06:55'],
    ],
    reject: [
      ['wake me at ten to six', '10:00'],
      'the vote went ten to six',
      ['the score went from 10 to 6', '05:50'],
      'we need 10 to 6 chairs',
    ],
  },
};

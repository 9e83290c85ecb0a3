import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';

let numberNoun: RegExp | undefined;
import { B, E } from '../../../engine/temporal-patterns';

/**
 * Hour and minutes said as two numbers with no "at" or am/pm, right before a day or its part, as people dictate a
 * time: "nine thirty tonight", "seven forty-five tomorrow morning" (normalised "9 30 tonight"). The minutes are a
 * multiple of five and written in words, as spoken; the day or part that follows settles the half of the day. Not after a number's noun or a price ("room three twenty
 * tonight", "I need seven fifty tonight").
 */
export const spokenHourMinuteBeforeDay: TemporalParser = {
  kind: 'parser',
  name: 'spoken-hour-minute-before-day',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(1[0-2]|0?[1-9])\\s+([0-5][05])(?=\\s+(?:${cueWords('spoken-hour-minute-before-day/tonight')})${E})`, 'gu'),
  build: (match, context) => {
    // Spoken, so written in words: typed digits ("sold 3 40 tonight") are counts, not a clock.
    if (/\d/u.test(context.original(match.index, match.index + match[0].length))) return undefined;
    // After a number's noun or a price the two numbers are that number or sum ("room three twenty tonight").
    numberNoun ??= new RegExp(`${B}(?:${cueWords('spoken-hour-minute-before-day/room')})\\s+$`, 'u');
    if (numberNoun.test(match.input.slice(0, match.index))) return undefined;
    return timeAtom({ hour: Number(match[1]), minute: Number(match[2]) }, undefined, undefined, 5);
  },
  examples: {
    accept: [
      ['pick me up at the station, ten fifteen tonight', '2026-05-19T22:15'],
      ['seven forty-five tomorrow morning works', '2026-05-20T07:45'],
    ],
    reject: [
      ['we sold 3 40 tonight', '2026-05-19T15:40'],
      ['room three twenty tonight', '2026-05-19T15:20'],
      ['I need seven fifty tonight for the taxi', '2026-05-19T19:50'],
    ],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * A bare hour an alarm is set for is a clock time: "alarm for 6 please", "set an alarm for 7", "wake-up call for 5".
 * Not a count of alarms after it ("alarm for 6 rooms" is no time: a noun follows).
 */
export const hourAfterAlarm: TemporalParser = {
  kind: 'parser',
  name: 'hour-after-alarm',
  locales: ['en'],
  pattern: () => new RegExp(`(?<=${B}(?:${cueWords('hour-after-alarm/alarm-for')})\\s+)(1[0-2]|0?[1-9])${E}(?![:.]\\d)(?!\\s+(?!(?:${cueWords('hour-after-alarm/then')})(?![\\p{L}]))\\p{L})`, 'gu'),
  build: (match) => timeAtom({ hour: Number(match[1]), minute: 0 }, undefined, undefined, 4),
  examples: {
    accept: [
      ['alarm for 6 please', '06:00'],
      ['set an alarm for 7', '07:00', '7'],
    ],
    reject: [['alarm for 6 rooms', '06:00'], ['the alarm for 3 doors is broken', '03:00']],
  },
};

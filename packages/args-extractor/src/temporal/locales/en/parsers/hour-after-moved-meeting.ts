import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * A bare hour a meeting is moved to is a clock time: "can we move the call to 2?", "push the meeting to 4", "shift
 * standup to 10". Not before a noun ("move the meeting to 2 rooms") and not after other words ("move the files to 2 folders").
 */
export const hourAfterMovedMeeting: TemporalParser = {
  kind: 'parser',
  name: 'hour-after-moved-meeting',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `(?<=${B}(?:${cueWords('hour-after-moved-meeting/move')})\\s+(?:(?:${cueWords('hour-after-moved-meeting/the')})\\s+)?(?:${cueWords('hour-after-moved-meeting/meeting')})\\s+(?:${cueWords('hour-after-moved-meeting/to')})\\s+)(1[0-2]|0?[1-9])${E}(?![:.]\\d)(?!\\s+\\p{L})`,
      'gu',
    ),
  build: (match) => timeAtom({ hour: Number(match[1]), minute: 0 }, undefined, undefined, 4),
  examples: {
    accept: [
      ['can we move the call to 2?', '14:00'],
      ['push the meeting to 11', '11:00', '11'],
    ],
    reject: [['move the meeting to 2 rooms', '14:00'], ['move the files to 2', '14:00']],
  },
};

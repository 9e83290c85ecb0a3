import { cueWords } from '../../../temporal-lexicon';
import { meridiemOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MERIDIEM } from '../../../engine/temporal-patterns';

/**
 * A range of hours closed by am/pm: "9-11am", "3:30-5pm", "8 to 10 am". With a word between, the first hour is written
 * in digits and comes before the second ("five to ten pm" is 21:55, "10 to 5 pm" no range).
 */
export const hourRangeMeridiem: TemporalParser = {
  kind: 'parser',
  name: 'hour-range-meridiem',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(\\d{1,2})(?:[:.](\\d\\d))?\\s*(-|\\s(?:${cueWords('hour-range-meridiem/to')})\\s)\\s*(\\d{1,2})(?:[:.](\\d\\d))?\\s*(${MERIDIEM})(?![\\p{L}\\d])`, 'gu'),
  build: (match, context) => {
    const meridiem = meridiemOf(match[6]);
    if (match[3] !== '-') {
      const from = Number(match[1]) * 60 + Number(match[2] ?? 0);
      const written = context.original(match.index, match.index + (match[1] ?? '').length);
      if (!/^\d/u.test(written) || from >= Number(match[4]) * 60 + Number(match[5] ?? 0)) return undefined;
    }
    return {
      kind: 'node',
      node: { type: 'range', from: { type: 'time', time: { hour: Number(match[1]), minute: Number(match[2] ?? 0), ...meridiem } }, to: { type: 'time', time: { hour: Number(match[4]), minute: Number(match[5] ?? 0), ...meridiem } } },
      priority: 6,
    };
  },
  examples: {
    accept: [
      ['9-11am', '2026-05-20T09:00..2026-05-20T11:00'],
      ['3:30-5pm', '2026-05-19T15:30..2026-05-19T17:00'],
      ['tomorrow 8 to 10 am', '2026-05-20T08:00..2026-05-20T10:00'],
    ],
    reject: [['see you at five to ten pm', '2026-05-19T17:00..2026-05-19T22:00'], ['from 10 to 5 pm', '2026-05-19T22:00..2026-05-19T17:00']],
  },
};

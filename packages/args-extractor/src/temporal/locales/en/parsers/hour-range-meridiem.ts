import { meridiemOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MERIDIEM } from '../../../engine/temporal-patterns';

/** A range of hours closed by am/pm: "9-11am", "3:30-5pm". */
export const hourRangeMeridiem: TemporalParser = {
  kind: 'parser',
  name: 'hour-range-meridiem',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(\\d{1,2})(?:[:.](\\d\\d))?\\s*-\\s*(\\d{1,2})(?:[:.](\\d\\d))?\\s*(${MERIDIEM})(?![\\p{L}\\d])`, 'gu'),
  build: (match) => {
    const meridiem = meridiemOf(match[5]);
    return {
      kind: 'node',
      node: { type: 'range', from: { type: 'time', time: { hour: Number(match[1]), minute: Number(match[2] ?? 0), ...meridiem } }, to: { type: 'time', time: { hour: Number(match[3]), minute: Number(match[4] ?? 0), ...meridiem } } },
      priority: 6,
    };
  },
  examples: {
    accept: [
      ['9-11am', '2026-05-20T09:00..2026-05-20T11:00'],
      ['3:30-5pm', '2026-05-19T15:30..2026-05-19T17:00'],
    ],
    reject: [],
  },
};

import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, holidayIds } from '../../../engine/temporal-patterns';

const HOLIDAY = alternation(holidayIds.keys());

/** The calendar week (Monday to Sunday) holding a holiday: "the week of Thanksgiving", "Christmas week". */
export const holidayWeek: TemporalParser = {
  kind: 'parser',
  name: 'holiday-week',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(?:${cueWords('holiday-week/the-week-of')})\\s+(${HOLIDAY})|(${HOLIDAY})\\s+(?:${cueWords('holiday-week/week')}))${E}(?!-)`, 'gu'),
  build: (match) => {
    const holiday = holidayIds.get(match[1] ?? match[2] ?? '');
    if (holiday === undefined) return undefined;
    return { kind: 'node', node: { type: 'period', unit: 'week', shift: 0, containing: { type: 'holiday', holiday } }, priority: 6 };
  },
  examples: {
    accept: [
      ['we fly out the week of Thanksgiving.', '2026-11-23..2026-11-30'],
      ['the office is shut Christmas week.', '2026-12-21..2026-12-28'],
    ],
    reject: [['we fly out the week of Thanksgiving.', '2026-11-26'], ['the office is shut Christmas week.', '2026-12-25']],
  },
};

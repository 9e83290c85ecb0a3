import { cueWords } from '../../../temporal-lexicon';
import { endOfWeekAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * The end of a week, Thursday to Sunday: "the end of the week", "end of next week", "by the end of this week", "the
 * end of last week". Italian "a fine settimana" is `end-of-week-italian`; "il fine settimana" the weekend (`weekend`).
 */
export const endOfWeek: TemporalParser = {
  kind: 'parser',
  name: 'end-of-week',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('end-of-week/end-of')})\\s*(?:(${cueWords('end-of-week/next')})|(${cueWords('end-of-week/last')}))?\\s*(?:${cueWords('end-of-week/week')})${E}`, 'gu'),
  build: (match) => {
    const week = match[1] !== undefined ? 1 : match[2] !== undefined ? -1 : 0;
    return endOfWeekAtom(week);
  },
  examples: {
    accept: [
      ["let's plan the handover for the end of next week", '2026-05-28..2026-06-01'],
      ['I should hear back by the end of the week', '2026-05-21..2026-05-25'],
      ['the end of last week was hectic', '2026-05-14..2026-05-18'],
    ],
    reject: [['the end of this week', '2026-05-18T00:00..2026-05-19T14:05']],
  },
};

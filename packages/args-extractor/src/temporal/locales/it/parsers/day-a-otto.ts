import { alternation, cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { groupRelativeDays } from '../../../engine/group-relative-days';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** Today's and tomorrow's words (no part of the day) to their day count. */
const dayOfForm = new Map(groupRelativeDays((days) => days === 0 || days === 1).filter((group) => group.part === undefined).flatMap((group) => group.forms.map((form) => [form, group.days] as const)));

/**
 * The Italian "oggi a otto", "domani a otto", "lunedì a otto": that day a week later ("a quindici": two weeks later),
 * the number normalised to digits. Only where the clause ends or goes on to a time or a new clause, so that "sabato a
 * 15 gradi" is no date.
 */
export const dayAOtto: TemporalParser = {
  kind: 'parser',
  name: 'day-a-otto',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(${alternation(dayOfForm.keys())}|${WEEKDAY_FULL})\\s+(?:${cueWords('day-a-otto/a')})\\s+(8|15)${E}(?=\\s*(?:$|[^\\s\\p{L}\\d]|(?:${cueWords('day-a-otto/then')})${E}))`, 'gu'),
  build: (match) => {
    const word = match[1] ?? '';
    const days = dayOfForm.get(word);
    const weekday = weekdayNames[word];
    const base: DayNode | undefined = days !== undefined ? { type: 'relative-day', days } : weekday !== undefined ? { type: 'weekday', weekday, modifier: 'none' } : undefined;
    return base === undefined ? undefined : { kind: 'day', day: { type: 'shifted-day', base, days: match[2] === '15' ? 14 : 7 }, priority: 5 };
  },
  examples: {
    accept: [
      ['facciamo oggi a otto', '2026-05-26'],
      ['ci vediamo lunedì a otto alle 10', '2026-06-01T10:00'],
      ['domani a quindici', '2026-06-03'],
    ],
    reject: [['sabato a 15 gradi', '2026-06-06'], ['oggi a otto persone ho detto di no', '2026-05-26']],
  },
};

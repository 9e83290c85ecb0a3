import { cueWords } from '../../../temporal-lexicon';
import { periodOrRolling } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E, LEAD_EN, LEAD_IT, PERIOD_UNIT } from '../../../engine/temporal-patterns';

let possessiveAfter: RegExp | undefined;
let articleBefore: RegExp | undefined;

/** "last"/"next"/"scorso"/"prossimo", then a period or a length: "next week", "lo scorso mese", "the last 7 days", "le ultime 24 ore". */
export const periodShiftBefore: TemporalParser = {
  kind: 'parser',
  name: 'period-shift-before',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${LEAD_IT}|${LEAD_EN})\\s*)?(?:${cueWords('temporal-patterns/the')})?(${cueWords('period-shift-before/ultimi')})\\s+(?:(${DURATION})|(${PERIOD_UNIT}))${E}`, 'gu'),
  build: (match) => {
    const word = match[2] ?? '';
    // A preposition makes a rolling window of "the last/next week" ("over the next week" is the coming seven days), not
    // of a possessive ("in last week's meeting" is that calendar week's) nor of "next" without its article ("in next
    // week" is next week).
    possessiveAfter ??= new RegExp(`^(?:${cueWords('period-shift-before/possessive')})(?![\\p{L}])`, 'u');
    const possessive = possessiveAfter.test(match.input.slice(match.index + match[0].length));
    articleBefore ??= new RegExp(`(?:${cueWords('temporal-patterns/the')})\\s*$`, 'u');
    const article = articleBefore.test(match[0].slice(0, match[0].lastIndexOf(word)));
    const lead = possessive || (word === 'next' && !article) ? undefined : match[1];
    return periodOrRolling(lead, word, match[3], match[4], 'before');
  },
  examples: {
    accept: [
      ['la próxima semana', '2026-05-25..2026-06-01'],
      ['over the next few days', '2026-05-19T14:05..2026-05-22T14:05'],
      ['I will read it over the next week', '2026-05-19T14:05..2026-05-26T14:05'],
      ["what we said in last week's meeting", '2026-05-11..2026-05-18'],
      ['lo scorso mese ho speso troppo?', '2026-04-01..2026-05-01'],
      ['il prossimo trimestre assumiamo due persone', '2026-07-01..2026-10-01'],
    ],
    reject: [["in next week's meeting", '2026-05-19T14:05..2026-05-26T14:05'], ["in last week's meeting", '2026-05-12T14:05..2026-05-19T14:05']],
  },
};

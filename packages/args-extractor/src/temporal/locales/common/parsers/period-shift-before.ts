import { cueWords } from '../../../temporal-lexicon';
import { periodOrRolling } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E, LEAD_EN, LEAD_IT, PERIOD_UNIT } from '../../../engine/temporal-patterns';

/** "last"/"next"/"scorso"/"prossimo", then a period or a length: "next week", "lo scorso mese", "the last 7 days", "le ultime 24 ore". */
export const periodShiftBefore: TemporalParser = {
  kind: 'parser',
  name: 'period-shift-before',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${LEAD_IT}|${LEAD_EN})\\s*)?(?:${cueWords('temporal-patterns/the')})?(${cueWords('period-shift-before/ultimi')})\\s+(?:(${DURATION})|(${PERIOD_UNIT}))${E}`, 'gu'),
  build: (match) => periodOrRolling(match[1], match[2] ?? '', match[3], match[4], 'before'),
  examples: {
    accept: [
      ['la próxima semana', '2026-05-25..2026-06-01'],
      ['over the next few days', '2026-05-19T14:05..2026-05-22T14:05'],
      ['lo scorso mese ho speso troppo?', '2026-04-01..2026-05-01'],
      ['il prossimo trimestre assumiamo due persone', '2026-07-01..2026-10-01'],
    ],
    reject: [],
  },
};

import { cueWords } from '../../../temporal-lexicon';
import { periodOrRolling } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E, LEAD_IT, PERIOD_UNIT } from '../../../engine/temporal-patterns';

/** A period or length, then "prossimo"/"scorso": "la settimana prossima", "il mese scorso", "i 3 giorni passati". */
export const periodShiftAfter: TemporalParser = {
  kind: 'parser',
  name: 'period-shift-after',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${LEAD_IT})\\s*)?(${DURATION}|${PERIOD_UNIT})\\s+(${cueWords('period-shift-after/passati')})${E}`, 'gu'),
  build: (match) => {
    const body = match[2] ?? '';
    const isUnit = new RegExp(`^(?:${PERIOD_UNIT})$`, 'u').test(body);
    return periodOrRolling(match[1], match[3] ?? '', isUnit ? undefined : body, isUnit ? body : undefined, 'after');
  },
  examples: {
    accept: [
      ['la semana que viene', '2026-05-25..2026-06-01'],
      ['il mese prossimo vado in ferie', '2026-06-01..2026-07-01'],
      ['le bollette del mese scorso', '2026-04-01..2026-05-01'],
    ],
    reject: [],
  },
};

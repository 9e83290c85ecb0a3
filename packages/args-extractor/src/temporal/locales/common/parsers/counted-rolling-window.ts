import { cueWords, alternation, vagueCounts } from '../../../temporal-lexicon';
import { periodOrRolling } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, LEAD_EN, LEAD_IT, UNITS } from '../../../engine/temporal-patterns';

/** A count before "last"/"next" and a unit: "le 2 ultime settimane", "the 3 past days", "a couple of last weeks" (a rolling window). */
export const countedRollingWindow: TemporalParser = {
  kind: 'parser',
  name: 'counted-rolling-window',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(${LEAD_IT}|${LEAD_EN})\\s*)?(?:${cueWords('temporal-patterns/the')})?(\\d+|${alternation(Object.keys(vagueCounts))})\\s+(${cueWords('counted-rolling-window/ultimi')})\\s+(${UNITS})${E}`, 'gu'),
  build: (match) => {
    // A count other than one with no plural beside it is a number before a "last week" of its own: an age ("he turned
    // 40 last week"), a model ("order the iPhone 15 next week").
    const plural = new RegExp(`^(?:${cueWords('counted-rolling-window/plural')})$`, 'u');
    if (/^\d+$/u.test(match[2] ?? '') && Number(match[2]) !== 1 && !plural.test(match[3] ?? '') && !plural.test(match[4] ?? '')) return undefined;
    return periodOrRolling(match[1], match[3] ?? '', `${match[2] ?? ''} ${match[4] ?? ''}`, undefined, 'before');
  },
  examples: {
    accept: [
      ['le mail delle 2 ultime settimane', '2026-05-05T14:05..2026-05-19T14:05'],
    ],
    reject: [['he turned 40 last week', '2025-08-12T14:05..2026-05-19T14:05'], ['order the iPhone 15 next week', '2026-05-19T14:05..2026-09-01T14:05'], ['aggiorna Windows 11 prossima settimana', '2026-05-19T14:05..2026-08-04T14:05']],
  },
};

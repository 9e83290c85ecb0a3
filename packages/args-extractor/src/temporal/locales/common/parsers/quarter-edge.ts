import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * The first or last day of a quarter or half: "a fine trimestre", "entro fine trimestre", "all'inizio del prossimo
 * semestre", "fine semestre scorso", Spanish "a finales del trimestre", English "the end of the quarter", "by the end of
 * next quarter", "the start of this quarter" (the current one unless next or last is said).
 */
export const quarterEdge: TemporalParser = {
  kind: 'parser',
  name: 'quarter-edge',
  locales: ['it', 'en', 'es'],
  pattern: () =>
    new RegExp(
      `${B}(?:(?:${cueWords('quarter-edge/l')})\\s?(?=(?:${cueWords('quarter-edge/inizio')}|${cueWords('quarter-edge/fine')})\\s+(?:${cueWords('quarter-edge/del')})))?(?:(${cueWords('quarter-edge/inizio')})|${cueWords('quarter-edge/fine')})\\s+(?:(?:${cueWords('quarter-edge/del')})\\s*)?(?:(?:${cueWords('quarter-edge/the')})\\s+)?(?:(?:(${cueWords('quarter-edge/prossimo')}|${cueWords('quarter-edge/next')})|(${cueWords('quarter-edge/scorso')}|${cueWords('quarter-edge/last')})|${cueWords('quarter-edge/questo')})\\s+)?(?:(${cueWords('quarter-edge/trimestre')})|${cueWords('quarter-edge/semestre')})(?:\\s+(?:(${cueWords('quarter-edge/prossimo')})|(${cueWords('quarter-edge/scorso')})))?${E}`,
      'gu',
    ),
  build: (match) => {
    const shift = match[2] !== undefined || match[5] !== undefined ? 1 : match[3] !== undefined || match[6] !== undefined ? -1 : 0;
    return { kind: 'day', day: { type: 'quarter-edge', months: match[4] === undefined ? 6 : 3, edge: match[1] === undefined ? 'last' : 'first', shift }, priority: 5 };
  },
  examples: {
    accept: [
      ['i conti si chiudono a fine trimestre', '2026-06-30'],
      ["partiamo all'inizio del prossimo trimestre", '2026-07-01'],
      ['il bilancio di fine semestre scorso', '2025-12-31'],
      ['cerramos las cuentas a finales del trimestre', '2026-06-30'],
      ['the audit closes at the end of the quarter', '2026-06-30'],
      ['hiring resumes at the start of next quarter', '2026-07-01'],
      ['we missed the target by the end of last quarter', '2026-03-31'],
    ],
    reject: [
      ['il trimestre è finito', '2026-06-30'],
      ['the end of the quarterfinal', '2026-06-30'],
      ['mid quarter review', '2026-05-15'],
      ['the end of the quarter next year', '2026-09-30'],
    ],
  },
};
